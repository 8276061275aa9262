// Node 20 runs AsyncLocalStorage on an async hook that, once any storage has run, stays on for the whole process:
// every async resource of every later request goes through it, the catalogue's fast answers included (5 to 9 % of
// such an answer's time, docs/performance.md). Node 22's AsyncContextFrame has no such hook; Node 20 has no option.

/**
 * A wrapper for the calls that run in some storages: it counts the calls in flight and switches the storages off
 * when the last one settles. A storage's next run() switches it on again, so a call never sees it off.
 */
export function offWhenIdle(storages: () => Iterable<{ disable(): void }>) {
  let inFlight = 0
  const settle = () => {
    if (--inFlight === 0) for (const storage of storages()) storage.disable()
  }
  const counted = <R>(call: () => R): Promise<Awaited<R>> => {
    inFlight++
    let result: R
    try {
      result = call()
    } catch (err) {
      settle()
      return Promise.reject(err)
    }
    return Promise.resolve(result).finally(settle)
  }
  /** No counted call is in flight now. */
  counted.idle = () => inFlight === 0
  return counted
}

/**
 * Whether some AsyncLocalStorage hands its store on to new async resources right now, i.e. the process-wide hook is
 * on: with it, a new timer carries a store slot of its own (Node 20's implementation, seen from outside).
 */
export function asyncContextHookOn(): boolean {
  const timer = setTimeout(() => {}, 0)
  clearTimeout(timer)
  return Object.getOwnPropertySymbols(timer).some((symbol) => symbol.description === 'kResourceStore')
}
