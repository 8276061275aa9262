import { randomUUID } from 'node:crypto'
import type { Db } from '../db/client.ts'
import { profiles, user } from '../db/schema/index.ts'
import { grantCredits } from '../features/credits/public.ts'

let counter = 0

/** A verified user with a profile, and optionally some credits granted through the ledger. */
export async function givenUser(db: Db, opts: { credits?: number; email?: string; name?: string } = {}) {
  const n = ++counter
  const id = randomUUID()
  const email = opts.email ?? `user${n}-${id.slice(0, 8)}@example.com`
  await db.insert(user).values({ id, name: opts.name ?? `Test User ${n}`, email, emailVerified: true })
  await db.insert(profiles).values({
    userId: id,
    memberCode: id.replace(/-/g, '').slice(0, 6).toUpperCase(),
    fullName: opts.name ?? `Test User ${n}`,
  })
  if (opts.credits)
    await grantCredits(db, {
      userId: id,
      amount: opts.credits,
      type: 'admin_adjustment',
      description: 'Test credits',
      key: `test-grant:${id}`,
    })
  return { id, email }
}

export const range = (n: number) => Array.from({ length: n }, (_, i) => i)
