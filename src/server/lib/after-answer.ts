// Work that must not delay (or shape) the answer, e.g. mail whose sending would tell who has an account.
// Each app (its deps) keeps its pending tasks, so a test can wait for them to finish.

const pending = new WeakMap<object, Set<Promise<void>>>()

/** Runs `task` once the current answer has gone out; a failure is logged, never thrown at anyone. */
export function afterAnswer(owner: object, label: string, task: () => Promise<unknown>) {
  let tasks = pending.get(owner)
  if (!tasks) pending.set(owner, (tasks = new Set()))
  const run: Promise<void> = new Promise((resolve) => setImmediate(resolve))
    .then(task)
    .then(
      () => {},
      (err: Error) => console.error(`${label} failed after the answer:`, err.message),
    )
    .finally(() => tasks.delete(run))
  tasks.add(run)
}

/** Resolves once every task started with afterAnswer for `owner` has finished (tests). */
export async function answeredWorkDone(owner: object) {
  while (pending.get(owner)?.size) await Promise.all(pending.get(owner)!)
}
