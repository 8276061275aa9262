import { AsyncLocalStorage } from 'node:async_hooks'

type AnyFn = (...args: never[]) => unknown
type AuthLike = { handler: AnyFn; api: object }

/**
 * Better Auth keeps each call's state in AsyncLocalStorage. On Node 20 a storage that has run once turns on an
 * async hook for the whole process, for good: every async resource of every later request, the catalogue's fast
 * answers included, then goes through it (5 to 9 % of a cached answer's time, docs/performance.md). So its storages
 * are switched off whenever no call into Better Auth is in flight; the next call's run() switches them on again.
 * Only calls made through the returned object are counted: Better Auth runs nothing of its own between calls
 * (no background handler is configured, so it awaits its "background" work inside the call).
 */
export function quietWhenIdle<A extends AuthLike>(auth: A): A {
  let inFlight = 0
  const settle = () => {
    if (--inFlight === 0) for (const storage of betterAuthStorages()) storage.disable()
  }
  const counted =
    <F extends AnyFn>(fn: F) =>
    (...args: Parameters<F>) => {
      inFlight++
      let result: unknown
      try {
        result = fn(...args)
      } catch (err) {
        settle()
        throw err
      }
      return Promise.resolve(result).finally(settle)
    }
  const wrapped = new Map<PropertyKey, unknown>()
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown
      if (typeof value !== 'function') return value
      if (!wrapped.has(key))
        wrapped.set(
          key,
          Object.assign(
            counted((...args: never[]) => value.apply(target, args)),
            value,
          ),
        )
      return wrapped.get(key)
    },
  })
  return { ...auth, handler: counted(auth.handler.bind(auth)), api }
}

/** Better Auth's storages, kept on its process-wide global (one per kind, whichever copy of it made them). */
export function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const context = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    Symbol.for('better-auth:global')
  ]?.context
  if (!context) return []
  return ['requestStateAsyncStorage', 'adapterAsyncStorage', 'endpointContextAsyncStorage']
    .map((name) => context[name])
    .filter((s): s is AsyncLocalStorage<unknown> => s instanceof AsyncLocalStorage)
}
