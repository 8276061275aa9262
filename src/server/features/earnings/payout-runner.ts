import type { Deps } from '../../app-env.ts'
import { runDuePayouts } from './run-due-payouts.ts'

export const payoutRoundMs = 60 * 60 * 1000

/**
 * The payout runner of this process: a round at start (payouts a stopped process left open are settled), then one an
 * hour. It ends when `stopping` aborts; `stopped` settles after the round in flight.
 */
export function startPayoutRunner(
  deps: Pick<Deps, 'db' | 'payouts' | 'stopping'>,
  opts: { roundMs?: number } = {},
) {
  const { stopping } = deps
  const stopped = (async () => {
    while (!stopping.aborted) {
      try {
        await runDuePayouts(deps.db, deps.payouts)
      } catch (err) {
        if (!stopping.aborted) console.error('payout round failed:', (err as Error).message)
      }
      if (stopping.aborted) break
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, opts.roundMs ?? payoutRoundMs)
        function done() {
          clearTimeout(timer)
          stopping.removeEventListener('abort', done)
          resolve()
        }
        stopping.addEventListener('abort', done, { once: true })
      })
    }
  })()
  return { stopped }
}
