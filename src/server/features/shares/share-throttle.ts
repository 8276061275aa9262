import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { customizationShares, shareLinks } from '../../db/schema/shares.ts'
import { AppError } from '../../lib/errors.ts'
import { shareMessages, shareThrottle } from '../../../shared/shares/share-input.ts'

// Every share e-mails someone, so an owner may create only so many shares and links per window. Counted from
// the rows themselves (revoked ones too), so every server instance agrees and revoke-and-retry does not help.
export async function assertShareAllowed(db: Db, { ownerId }: { ownerId: string }) {
  const since = sql`now() - make_interval(mins => ${shareThrottle.windowMinutes})`
  const [shares, links] = await Promise.all([
    db.$count(
      customizationShares,
      and(eq(customizationShares.ownerId, ownerId), gt(customizationShares.createdAt, since)),
    ),
    db.$count(shareLinks, and(eq(shareLinks.ownerId, ownerId), gt(shareLinks.createdAt, since))),
  ])
  if (shares + links >= shareThrottle.perOwner)
    throw new AppError('too_many_attempts', shareMessages.throttled, 429)
}
