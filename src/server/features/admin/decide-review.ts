import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { creators } from '../../db/schema/creators.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { templateVersions } from '../../db/schema/template-versions.ts'
import { AppError } from '../../lib/errors.ts'
import type { RealtimeEvent } from '../realtime/public.ts'
import { categoryOf } from '../../../shared/catalog/categories.ts'
import { tierOf, tierPrices } from '../../../shared/catalog/tiers.ts'
import type { ReviewDecision } from '../../../shared/admin/review.ts'
import { recordAudit } from './record-audit.ts'

/**
 * Approves or rejects a version waiting for review, audited, in one transaction. Approving publishes it: its content
 * goes into the prompt_templates row (the price from its tier), which becomes active at this version; the version
 * is published and the one it replaces retired, so a live template stays on sale throughout. Only a version still
 * in review changes (a conditional update), so of two admins deciding at once exactly one wins; the other gets
 * 409 already_decided. The caller e-mails the creator and publishes the events after commit.
 */
export async function decideReview(
  db: Db,
  opts: { adminId: string; versionId: string; decision: ReviewDecision },
) {
  const approve = opts.decision.decision === 'approve'
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ templateId: templateVersions.templateId, creatorId: promptTemplates.creatorId })
      .from(templateVersions)
      .innerJoin(promptTemplates, eq(promptTemplates.id, templateVersions.templateId))
      .where(eq(templateVersions.id, opts.versionId))
    if (!found) throw new AppError('not_found', 'Version not found', 404)

    // A share lock on the creator: a suspension committing meanwhile waits for this one, or this one sees it.
    const [creator] = await tx.select().from(creators).where(eq(creators.id, found.creatorId)).for('share')
    if (approve && creator!.status !== 'approved')
      throw new AppError(
        'creator_suspended',
        creator!.status === 'suspended'
          ? `@${creator!.handle} is suspended: lift the suspension before publishing their templates`
          : `@${creator!.handle} is not an approved creator`,
        409,
      )

    const now = new Date()
    const [version] = await tx
      .update(templateVersions)
      .set({
        status: approve ? 'published' : 'rejected',
        reviewReasons: opts.decision.decision === 'reject' ? opts.decision.reasons : null,
        reviewedBy: opts.adminId,
        reviewedAt: now,
        publishedAt: approve ? now : null,
        updatedAt: now,
      })
      .where(and(eq(templateVersions.id, opts.versionId), eq(templateVersions.status, 'in_review')))
      .returning()
    if (!version) {
      const [current] = await tx
        .select({ status: templateVersions.status })
        .from(templateVersions)
        .where(eq(templateVersions.id, opts.versionId))
      throw new AppError(
        'already_decided',
        current!.status === 'published' || current!.status === 'rejected'
          ? `This version was already ${current!.status === 'published' ? 'approved' : 'rejected'}`
          : `This version is not waiting for review (it is ${current!.status.replace('_', ' ')})`,
        409,
      )
    }

    if (approve) {
      await tx
        .update(templateVersions)
        .set({ status: 'retired', updatedAt: now })
        .where(
          and(
            eq(templateVersions.templateId, version.templateId),
            eq(templateVersions.status, 'published'),
            ne(templateVersions.id, version.id),
          ),
        )
      const c = version.content
      const tier = tierOf(c.tier)
      await tx
        .update(promptTemplates)
        .set({
          name: c.name,
          description: c.description,
          howToUse: c.howToUse,
          tier,
          category: categoryOf(c.category).name,
          // The price follows the tier (spec 9): never the creator's say.
          creditsCost: tierPrices[tier].credits,
          priceCents: tierPrices[tier].priceCents,
          masterPrompt: c.masterPrompt,
          questions: c.questions,
          detail: c.detail,
          promptLines: c.promptLines ?? {},
          status: 'active',
          currentVersion: version.version,
          updatedAt: sql`clock_timestamp()`,
        })
        .where(eq(promptTemplates.id, version.templateId))
    }

    const [template] = await tx
      .select({
        id: promptTemplates.id,
        slug: promptTemplates.slug,
        staticPage: promptTemplates.staticPage,
        name: promptTemplates.name,
      })
      .from(promptTemplates)
      .where(eq(promptTemplates.id, version.templateId))
    const [recipient] = creator!.userId
      ? await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, creator!.userId))
      : []
    await recordAudit(tx, {
      adminId: opts.adminId,
      action: approve ? 'template.approve' : 'template.reject',
      target: version.templateId,
      details: {
        versionId: version.id,
        version: version.version,
        name: version.content.name,
        creator: creator!.handle,
        ...(opts.decision.decision === 'reject' ? { reasons: opts.decision.reasons } : {}),
      },
    })
    // Catalogue caches and the search index reload the template once it is live.
    const events: RealtimeEvent[] = approve
      ? [{ type: 'template-updated', templateId: version.templateId }]
      : []
    return {
      version,
      template: template!,
      creator: { displayName: creator!.displayName, handle: creator!.handle },
      recipient: recipient ?? null,
      events,
    }
  })
}
