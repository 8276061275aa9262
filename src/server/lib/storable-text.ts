// Text PostgreSQL cannot store as given: a NUL byte, or half of a UTF-16 surrogate pair (it would become U+FFFD).
// eslint-disable-next-line no-control-regex -- the NUL byte is what this looks for
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** True when a string, or any key or string inside an array or object, holds unstorable text. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable.test(value)
  if (depth > 64 || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((v) => hasUnstorableText(v, depth + 1))
  return Object.entries(value).some(([k, v]) => unstorable.test(k) || hasUnstorableText(v, depth + 1))
}
