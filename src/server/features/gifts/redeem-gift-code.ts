import type { Deps } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'
import { publishBalance } from '../realtime/public.ts'
import { redeemCode } from './redeem-code.ts'
import { assertRedeemAllowed, recordRedeemFailure } from './redeem-throttle.ts'

/**
 * Spec 7's redeem-gift-code behind the guessing throttle (redeem-throttle.ts): a caller with too many recent
 * failures is refused (429) before the code is looked at, and a wrong code counts as a failure. The new balance
 * goes to the member's open tabs after the redemption committed.
 */
export async function redeemGiftCode(
  deps: Pick<Deps, 'db' | 'events'>,
  opts: { userId: string; code: string; ip: string | null; userAgent: string | null },
): Promise<{ credits: number; balance: number }> {
  const { userId, ip } = opts
  await assertRedeemAllowed(deps.db, { userId, ip })
  try {
    const { credits, balance } = await redeemCode(deps.db, { userId, code: opts.code })
    await publishBalance(deps, userId)
    return { credits, balance }
  } catch (err) {
    if (err instanceof AppError && err.code === 'invalid_code')
      await recordRedeemFailure(deps.db, { userId, ip, userAgent: opts.userAgent })
    throw err
  }
}
