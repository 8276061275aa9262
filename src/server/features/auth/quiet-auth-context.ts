import { AsyncLocalStorage } from 'node:async_hooks'
import { offWhenIdle } from '../../../shared/async-context/off-when-idle.ts'

type AnyFn = (...args: never[]) => unknown
type AuthLike = { handler: AnyFn; api: object }

/**
 * Better Auth keeps each call's state in AsyncLocalStorage, which on Node 20 leaves a process-wide async hook on
 * for good (shared/async-context/off-when-idle.ts). Its storages are switched off whenever no call into it is in
 * flight. Only calls made through the returned object are counted: Better Auth runs nothing of its own between
 * calls (no background handler is configured, so it awaits its "background" work inside the call).
 */
// One count for the process, as Better Auth's storages are one for the process, however many instances use them.
const counted = offWhenIdle(() => betterAuthStorages())

export function quietWhenIdle<A extends AuthLike>(auth: A): A {
  const wrapped = new Map<PropertyKey, unknown>()
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown
      if (typeof value !== 'function') return value
      if (!wrapped.has(key))
        wrapped.set(
          key,
          Object.assign((...args: unknown[]) => counted(() => value.apply(target, args)), value),
        )
      return wrapped.get(key)
    },
  })
  const handler = (request: Request) => counted(() => (auth.handler as (r: Request) => unknown)(request))
  return { ...auth, handler, api }
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
