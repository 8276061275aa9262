import { and, eq, gt, or, sql } from 'drizzle-orm'
import type { Deps } from '../../app-env.ts'
import { searchAnalytics, securityEvents } from '../../db/schema/activity.ts'
import { account, session, user, verification } from '../../db/schema/auth.ts'
import { wheelSpins } from '../../db/schema/gifts.ts'
import { promptRatings, userAiPreferences, userPromptCustomizations } from '../../db/schema/library.ts'
import { orders } from '../../db/schema/payments.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { customizationShares, shareLinks } from '../../db/schema/shares.ts'
import { contactMessages } from '../../db/schema/support.ts'
import { AppError } from '../../lib/errors.ts'
import {
  deletedAccountEmail,
  deletedAccountName,
  isDeletedAccountEmail,
} from '../../../shared/account/deleted-account.ts'
import { emailChangeIdentifier } from './email-change-token.ts'
import { verifyCurrentPassword } from './verify-current-password.ts'

const checkoutLifetimeMs = 24 * 60 * 60 * 1000

/**
 * Deletes the caller's account (decision 0015), after their password. One transaction: the user row stays as an
 * anonymous record (placeholder name and e-mail, no phone, no password, no sessions) so that orders, receipts,
 * refunds and ledger rows keep pointing at something; the profile keeps its balance (the ledger invariant holds)
 * but loses name, phone and member code; saved prompts, shares, preferences, ratings and messages to support are deleted; logs lose
 * the IP, browser and e-mail. The e-mail address is free for a new sign-up at once.
 */
export async function deleteAccount(
  deps: Pick<Deps, 'db' | 'auth'>,
  opts: { userId: string; headers: Headers; currentPassword: string; now?: Date },
) {
  await verifyCurrentPassword(deps, { headers: opts.headers, password: opts.currentPassword })
  const now = opts.now ?? new Date()
  const id = opts.userId
  return deps.db.transaction(async (tx) => {
    const [me] = await tx
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, id))
      .for('update')
    if (!me || isDeletedAccountEmail(me.email)) throw new AppError('not_found', 'Account not found', 404)
    // The profile row lock also waits for any spend or refund of this account in flight.
    await tx.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, id)).for('update')
    // A checkout still open could be paid after the person is gone, onto a record nobody can use: they finish or
    // give it up first. Checkouts close within a day (Stripe's longest), so older pending orders cannot be paid.
    const [open] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, id),
          eq(orders.status, 'pending'),
          gt(orders.createdAt, new Date(now.getTime() - checkoutLifetimeMs)),
        ),
      )
      .limit(1)
    if (open)
      throw new AppError(
        'payment_in_progress',
        'A payment of yours is still open. Complete or cancel it (an unfinished checkout closes within a day), then delete your account.',
        409,
      )

    await tx
      .update(user)
      .set({
        name: deletedAccountName,
        email: deletedAccountEmail(id),
        emailVerified: false,
        image: null,
        phoneNumber: null,
        role: 'user',
        updatedAt: now,
      })
      .where(eq(user.id, id))
    // A member code that no sign-up can type (codes are matched upper-case), so nobody is referred by it again.
    await tx
      .update(profiles)
      .set({ fullName: deletedAccountName, phoneNumber: null, memberCode: `deleted:${id}`, updatedAt: now })
      .where(eq(profiles.userId, id))

    await tx.delete(session).where(eq(session.userId, id))
    await tx.delete(account).where(eq(account.userId, id))
    await tx
      .delete(verification)
      .where(or(eq(verification.identifier, emailChangeIdentifier(id)), eq(verification.value, id)))

    await tx
      .delete(customizationShares)
      .where(
        or(
          eq(customizationShares.ownerId, id),
          eq(customizationShares.recipientId, id),
          eq(customizationShares.recipientEmail, me.email.toLowerCase()),
        ),
      )
    await tx.delete(shareLinks).where(eq(shareLinks.ownerId, id))
    // Versions, shares and links of these go with them (ON DELETE CASCADE).
    await tx.delete(userPromptCustomizations).where(eq(userPromptCustomizations.userId, id))
    await tx.delete(userAiPreferences).where(eq(userAiPreferences.userId, id))
    await tx.delete(promptRatings).where(eq(promptRatings.userId, id))
    // Messages to support, sent signed in or with the account's address (their replies go with them).
    await tx
      .delete(contactMessages)
      .where(or(eq(contactMessages.userId, id), eq(contactMessages.email, me.email.toLowerCase())))

    await tx.update(searchAnalytics).set({ userId: null }).where(eq(searchAnalytics.userId, id))
    await tx.update(wheelSpins).set({ ip: null }).where(eq(wheelSpins.claimedBy, id))
    await tx
      .update(securityEvents)
      .set({ ip: null, userAgent: null, details: sql`${securityEvents.details} - 'email'` })
      .where(eq(securityEvents.userId, id))
    await tx
      .update(securityEvents)
      .set({ details: sql`${securityEvents.details} - 'email'` })
      .where(sql`${securityEvents.details} ->> 'email' = ${me.email.toLowerCase()}`)

    return { email: me.email, name: me.name }
  })
}
