import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join, resolve } from 'node:path'

/** AUTH_SECRET, or one generated once and kept in DATA_DIR (never in production: env.ts requires it there). */
export function authSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured
  const dir = resolve(dataDir)
  const file = join(dir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
