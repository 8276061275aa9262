import type { Deps } from '../../app-env.ts'
import type { SessionUser } from '../../app-env.ts'
import { notifyRefund } from '../payments/public.ts'
import type { RequestRefundOutcome } from './request-refund.ts'
import { refundRequestMail } from './refund-request-mail.ts'

/** After the request committed: the refund's balance event and e-mail, or the 'request received' e-mail. Never throws. */
export async function notifyRefundRequest(
  deps: Pick<Deps, 'db' | 'mail' | 'events' | 'payments' | 'env'>,
  buyer: Pick<SessionUser, 'email' | 'name'>,
  result: RequestRefundOutcome,
) {
  if (result.outcome === 'refunded') return notifyRefund(deps, result.refund)
  try {
    await deps.mail.send(
      refundRequestMail({ to: buyer.email, name: buyer.name, item: result.item, appUrl: deps.env.APP_URL }),
    )
  } catch (err) {
    console.error(`refund request e-mail for order ${result.orderId} failed:`, (err as Error).message)
  }
}
