import { eq } from 'drizzle-orm'
import type { Deps } from '../../app-env.ts'
import { user } from '../../db/schema/auth.ts'
import { publishBalance } from '../realtime/public.ts'
import { orderKindOf } from './order-kinds/order-kinds.ts'
import { refundMail } from './refund-mail.ts'
import type { RefundOutcome } from './refund-order.ts'

/** After the refund committed: the buyer's new balance to their open tabs, and the e-mail. Never throws. */
export async function notifyRefund(
  deps: Pick<Deps, 'db' | 'mail' | 'events' | 'payments'>,
  refund: RefundOutcome,
) {
  if (refund.alreadyRefunded) return
  if (orderKindOf(refund.kind).changesBalance) await publishBalance(deps, refund.userId)
  try {
    const [buyer] = await deps.db
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, refund.userId))
    if (buyer)
      await deps.mail.send(
        refundMail({ to: buyer.email, name: buyer.name, provider: deps.payments.name, refund }),
      )
  } catch (err) {
    console.error(`refund e-mail for order ${refund.orderId} failed:`, (err as Error).message)
  }
}
