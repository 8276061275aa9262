import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { verification } from '../../db/schema/auth.ts'

// A pending change of e-mail is one row of Better Auth's verification table: identifier `change-email:<userId>`
// (one per user: a new request replaces the old link), value {newEmail, tokenHash}. The link carries
// `<row id>.<secret>`; only the secret's SHA-256 is stored.
export const emailChangeIdentifier = (userId: string) => `change-email:${userId}`
const identifierPrefix = 'change-email:'

type Stored = { newEmail: string; tokenHash: string }
const hash = (secret: string) => createHash('sha256').update(secret).digest('hex')

export type PendingEmailChange = {
  id: string
  userId: string
  newEmail: string
  expiresAt: Date
  createdAt: Date
}

/** Replaces the user's pending change with a new one; answers the token for the link. */
export async function storeEmailChange(
  tx: Db,
  opts: { userId: string; newEmail: string; expiresAt: Date; now: Date },
) {
  const id = randomUUID()
  const secret = randomBytes(32).toString('base64url')
  await tx.delete(verification).where(eq(verification.identifier, emailChangeIdentifier(opts.userId)))
  await tx.insert(verification).values({
    id,
    identifier: emailChangeIdentifier(opts.userId),
    value: JSON.stringify({ newEmail: opts.newEmail, tokenHash: hash(secret) } satisfies Stored),
    expiresAt: opts.expiresAt,
    createdAt: opts.now,
    updatedAt: opts.now,
  })
  return { token: `${id}.${secret}` }
}

function toPending(row: typeof verification.$inferSelect): PendingEmailChange & Stored {
  const stored = JSON.parse(row.value) as Stored
  return {
    id: row.id,
    userId: row.identifier.slice(identifierPrefix.length),
    newEmail: stored.newEmail,
    tokenHash: stored.tokenHash,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
  }
}

/** The user's pending change, expired or not. */
export async function findEmailChange(db: Db, userId: string): Promise<PendingEmailChange | null> {
  const [row] = await db
    .select()
    .from(verification)
    .where(eq(verification.identifier, emailChangeIdentifier(userId)))
    .limit(1)
  if (!row) return null
  const { tokenHash: _, ...pending } = toPending(row)
  return pending
}

/** The pending change a link's token names, locked for the confirming transaction; null when it does not match. */
export async function findEmailChangeByToken(tx: Db, token: string): Promise<PendingEmailChange | null> {
  const [id, secret] = token.split('.')
  if (!id || !secret || !/^[0-9a-f-]{36}$/i.test(id)) return null
  const [row] = await tx
    .select()
    .from(verification)
    .where(and(eq(verification.id, id), like(verification.identifier, `${identifierPrefix}%`)))
    .for('update')
  if (!row) return null
  const { tokenHash, ...pending } = toPending(row)
  const given = Buffer.from(hash(secret), 'hex')
  const stored = Buffer.from(tokenHash, 'hex')
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null
  return pending
}

export async function deleteEmailChange(tx: Db, userId: string) {
  await tx.delete(verification).where(eq(verification.identifier, emailChangeIdentifier(userId)))
}
