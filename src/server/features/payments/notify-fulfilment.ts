import { eq } from 'drizzle-orm'
import type { Deps } from '../../app-env.ts'
import { user } from '../../db/schema/auth.ts'
import { publishBalance } from '../realtime/public.ts'
import { deliveryMail } from './delivery-mail.ts'
import type { Fulfilment } from './fulfilment.ts'

/**
 * After the purchase committed: the new balance to the buyer's open tabs and the delivery e-mail.
 * Never throws: the purchase is done whatever happens to the mail.
 */
export async function notifyFulfilment(
  deps: Pick<Deps, 'db' | 'mail' | 'events' | 'env' | 'jobs'>,
  fulfilment: Fulfilment | null,
) {
  if (!fulfilment) return
  if (fulfilment.wakesJobs) deps.jobs.wake()
  if (fulfilment.balance !== undefined) await publishBalance(deps, fulfilment.userId)
  try {
    const [buyer] = await deps.db
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, fulfilment.userId))
    if (!buyer) return
    await deps.mail.send(
      deliveryMail({
        to: buyer.email,
        name: buyer.name,
        appUrl: deps.env.APP_URL,
        fulfilment,
        taxInvoice: Boolean(deps.env.SELLER_ABN.trim()),
      }),
    )
  } catch (err) {
    console.error(`delivery e-mail to user ${fulfilment.userId} failed:`, (err as Error).message)
  }
}
