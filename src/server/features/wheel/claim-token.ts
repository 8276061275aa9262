import { createHmac, timingSafeEqual } from 'node:crypto'

// A wheel claim: `v1.<spinId>.<expiry in unix seconds>.<HMAC-SHA256>`, signed with a key derived from the
// auth secret. The signature proves the server issued it; single use is the database's job (wheel_spins).
export type Claim = { spinId: string; expiresAt: Date }

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const claimKey = (secret: string) =>
  createHmac('sha256', secret).update('promptmarket:wheel-claim:v1').digest()
const sign = (secret: string, payload: string) =>
  createHmac('sha256', claimKey(secret)).update(payload).digest('base64url')

export function signClaim(secret: string, claim: Claim) {
  const payload = `v1.${claim.spinId}.${Math.floor(claim.expiresAt.getTime() / 1000)}`
  return `${payload}.${sign(secret, payload)}`
}

/** The claim a token carries when its signature is ours, else null. Expiry is left to the caller. */
export function readClaim(secret: string, token: string): Claim | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const parts = token.split('.')
  if (parts.length !== 4 || parts[0] !== 'v1') return null
  const [, spinId, exp, signature] = parts as [string, string, string, string]
  if (!uuidPattern.test(spinId) || !/^\d{1,12}$/.test(exp)) return null
  const expected = Buffer.from(sign(secret, `v1.${spinId}.${exp}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { spinId, expiresAt: new Date(Number(exp) * 1000) }
}

/** The secret the claims are signed with: the auth secret Better Auth was built with. */
export function wheelSecret(deps: { auth: { options: { secret?: string } } }) {
  const secret = deps.auth.options.secret
  if (!secret) throw new Error('The auth secret is needed to sign wheel claims')
  return secret
}
