/**
 * A nudge for this process's due-jobs runner: work that just committed something due now (a gift card for today)
 * wakes it instead of waiting for its next round. Other processes find the job on their own next round.
 */
export type DueJobsSignal = { wake: () => void; onWake: (listener: () => void) => () => void }

export function createDueJobsSignal(): DueJobsSignal {
  const listeners = new Set<() => void>()
  return {
    wake: () => listeners.forEach((listener) => listener()),
    onWake: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
