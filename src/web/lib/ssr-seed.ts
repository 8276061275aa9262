import { hashKey, hydrate, type QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client.ts'

/**
 * A query answer the server rendered the page with, so the browser starts from the same data; or the API's
 * "not found" for it, so the browser starts from the same not-found page (served with 404).
 */
export type SsrSeed =
  | { key: readonly unknown[]; data: unknown }
  | { key: readonly unknown[]; error: { status: number; code: string; message: string } }

export const ssrSeedElementId = 'ssr-data'

/**
 * The seeds as a JSON data block: never executed, so the CSP's ban on inline script holds. `<` is escaped so no
 * text in the data can close the element.
 */
export const seedsScript = (seeds: SsrSeed[]) =>
  `<script type="application/json" id="${ssrSeedElementId}">${JSON.stringify(seeds)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`

/** Puts the server's answers into the client's cache before the first render. */
export function applySsrSeeds(client: QueryClient, doc: Document) {
  const el = doc.getElementById(ssrSeedElementId)
  if (!el?.textContent) return
  try {
    for (const seed of JSON.parse(el.textContent) as SsrSeed[])
      if ('error' in seed)
        seedError(client, seed.key, new ApiError(seed.error.status, seed.error.code, seed.error.message))
      else client.setQueryData(seed.key, seed.data)
  } catch {
    // A damaged block only costs the head start: the queries fetch as usual.
  }
}

/**
 * The query starts in the error the server rendered. Not asked again on mount: a query without data would show
 * "loading" for its first render and no longer match the server's HTML.
 */
function seedError(client: QueryClient, key: readonly unknown[], error: ApiError) {
  client.setQueryDefaults(key, { retryOnMount: false })
  const now = Date.now()
  hydrate(client, {
    mutations: [],
    queries: [
      {
        queryKey: key,
        queryHash: hashKey(key),
        dehydratedAt: now,
        state: {
          data: undefined,
          dataUpdateCount: 0,
          dataUpdatedAt: 0,
          error,
          errorUpdateCount: 1,
          errorUpdatedAt: now,
          fetchFailureCount: 1,
          fetchFailureReason: error,
          fetchMeta: null,
          isInvalidated: false,
          status: 'error',
          fetchStatus: 'idle',
        },
      },
    ],
  })
}
