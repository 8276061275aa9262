import { createRequire } from 'node:module'
import type * as NodeAsyncHooks from 'node:async_hooks'

// The server render's build gives this module to React's server renderer for `async_hooks` (vite.config.ts): the
// same module, but every AsyncLocalStorage made through it is listed, so the renders can switch them off when none
// is in flight (entry-server.tsx, shared/async-context/off-when-idle.ts). Loaded with require, which the alias
// does not touch.
const asyncHooks = createRequire(import.meta.url)('node:async_hooks') as typeof NodeAsyncHooks

const made = new Set<NodeAsyncHooks.AsyncLocalStorage<unknown>>()
let idle: () => boolean = () => false

class TrackedAsyncLocalStorage<T> extends asyncHooks.AsyncLocalStorage<T> {
  constructor() {
    super()
    made.add(this as NodeAsyncHooks.AsyncLocalStorage<unknown>)
  }

  // React also runs its storage from a timer it set during a render, which can fire after the render has ended:
  // a run while no render is in flight switches the storage off again as soon as it returns.
  override run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    try {
      return super.run(store, callback, ...args)
    } finally {
      if (idle()) this.disable()
    }
  }
}

/** Tells the storages when no render is in flight (the renders' counter, entry-server.tsx). */
export function switchOffWhenIdle(isIdle: () => boolean) {
  idle = isIdle
}

/** Every AsyncLocalStorage made through this module so far. */
export const trackedStorages = (): Iterable<NodeAsyncHooks.AsyncLocalStorage<unknown>> => made

export const AsyncLocalStorage = TrackedAsyncLocalStorage
export const AsyncResource = asyncHooks.AsyncResource
export const createHook = asyncHooks.createHook
export const executionAsyncId = asyncHooks.executionAsyncId
export const executionAsyncResource = asyncHooks.executionAsyncResource
export const triggerAsyncId = asyncHooks.triggerAsyncId
export default { ...asyncHooks, AsyncLocalStorage: TrackedAsyncLocalStorage }
