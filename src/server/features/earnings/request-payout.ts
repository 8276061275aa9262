import type { Db } from '../../db/client.ts'
import type { PayoutProvider } from './payout-provider.ts'
import { settlePayout } from './settle-payout.ts'
import { startPayout } from './start-payout.ts'

/**
 * A creator asks for their payable balance (A$20 or more) now. A provider that cannot be reached leaves the payout
 * open (counted as on its way) for the payout runner to finish; the creator sees it as processing.
 */
export async function requestPayout(db: Db, provider: PayoutProvider, { creatorId }: { creatorId: string }) {
  const payout = await startPayout(db, { creatorId, trigger: 'request', provider: provider.name })
  try {
    return await settlePayout(db, provider, payout.id)
  } catch (err) {
    console.warn(`payout ${payout.id} left open for the next run: ${(err as Error).message}`)
    return payout
  }
}
