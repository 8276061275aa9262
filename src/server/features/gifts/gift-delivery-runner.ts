import type { Deps } from '../../app-env.ts'
import { deliverDueGifts } from './deliver-due-gifts.ts'

export const defaultRoundMs = 60_000

/**
 * The due-jobs runner of this process: a round at start (cards that fell due while the server was down), then one
 * a minute, and at once when a commit wakes it. It ends when `stopping` aborts; `stopped` settles after the round
 * in flight, so the database can close behind it.
 */
export function startGiftDeliveryRunner(
  deps: Pick<Deps, 'db' | 'mail' | 'env' | 'jobs' | 'stopping'>,
  opts: { roundMs?: number; limit?: number } = {},
) {
  const { stopping } = deps
  const limit = opts.limit ?? 20
  let woken = false
  let wakeUp: (() => void) | null = null
  const stopListening = deps.jobs.onWake(() => {
    woken = true
    wakeUp?.()
  })
  const stopped = (async () => {
    while (!stopping.aborted) {
      woken = false
      let claimed = 0
      try {
        claimed = (await deliverDueGifts(deps, { limit })).claimed
      } catch (err) {
        if (!stopping.aborted) console.error('gift delivery round failed:', (err as Error).message)
      }
      // A full round means more may be waiting; a wake during the round means something new is due.
      if (stopping.aborted || woken || claimed === limit) continue
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, opts.roundMs ?? defaultRoundMs)
        function done() {
          clearTimeout(timer)
          stopping.removeEventListener('abort', done)
          wakeUp = null
          resolve()
        }
        wakeUp = done
        stopping.addEventListener('abort', done, { once: true })
      })
    }
    stopListening()
  })()
  return { stopped }
}
