import type { Db } from '../../db/client.ts'
import { findProduct, productPath } from './find-product.ts'

/**
 * The address a prompt's page lives at when it is asked for as `/prompt/{id or slug}`: a prompt with a static page
 * lives at `/prompts/{slug}`, the others at `/prompt/{id}`. The server answers with a redirect, so a link preview
 * or a search engine gets the page itself (the app's own redirect would need JavaScript). Null for other paths.
 */
export async function canonicalPromptPath(db: Db, pathname: string): Promise<string | null> {
  const match = /^\/prompt\/([^/]+)\/?$/.exec(pathname)
  if (!match) return null
  let key: string
  try {
    key = decodeURIComponent(match[1]!)
  } catch {
    return null
  }
  const product = await findProduct(db, key)
  return product ? productPath(product) : null
}
