import { createRequire } from 'node:module'
import type * as NodeAsyncHooks from 'node:async_hooks'

// The server render's build gives this module to React's server renderer for `async_hooks` (vite.config.ts): the
// same module, but every AsyncLocalStorage made through it is listed, so the renders can switch them off when none
// is in flight (entry-server.tsx, shared/async-context/off-when-idle.ts). Loaded with require, which the alias
// does not touch.
const asyncHooks = createRequire(import.meta.url)('node:async_hooks') as typeof NodeAsyncHooks

const made = new Set<NodeAsyncHooks.AsyncLocalStorage<unknown>>()

class TrackedAsyncLocalStorage<T> extends asyncHooks.AsyncLocalStorage<T> {
  constructor() {
    super()
    made.add(this as NodeAsyncHooks.AsyncLocalStorage<unknown>)
  }
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
