import type { QueryClient } from '@tanstack/react-query'

/** A query answer the server rendered the page with, so the browser starts from the same data. */
export type SsrSeed = { key: readonly unknown[]; data: unknown }

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
    for (const seed of JSON.parse(el.textContent) as SsrSeed[]) client.setQueryData(seed.key, seed.data)
  } catch {
    // A damaged block only costs the head start: the queries fetch as usual.
  }
}
