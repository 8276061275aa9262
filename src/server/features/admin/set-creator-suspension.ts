import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creators } from '../../db/schema/creators.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { AppError } from '../../lib/errors.ts'
import type { RealtimeEvent } from '../realtime/public.ts'
import type { CreatorSuspensionResult } from '../../../shared/creators/suspension.ts'
import { recordAudit } from './record-audit.ts'

type Change = { suspended: true; reason: string } | { suspended: false }

/**
 * Suspends an approved creator or lifts it, audited, in one transaction. Suspending takes their active templates
 * out of the store (status 'suspended': every public read asks for 'active'); buyers keep them in their libraries.
 * Lifting puts those templates back. Never the house creator. The caller publishes the events after commit, so
 * catalogue caches and the search index drop (or take back) the templates.
 */
export async function setCreatorSuspension(db: Db, opts: { adminId: string; id: string; change: Change }) {
  const { suspended } = opts.change
  const reason = opts.change.suspended ? opts.change.reason : null
  return db.transaction(async (tx) => {
    const [creator] = await tx
      .update(creators)
      .set({
        status: suspended ? 'suspended' : 'approved',
        decisionReason: reason,
        decidedBy: opts.adminId,
        decidedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(creators.id, opts.id),
          eq(creators.status, suspended ? 'approved' : 'suspended'),
          // The house creator has no member behind it: the store's own catalogue is never suspended.
          isNotNull(creators.userId),
        ),
      )
      .returning()
    if (!creator) {
      const [found] = await tx
        .select({ status: creators.status, userId: creators.userId })
        .from(creators)
        .where(eq(creators.id, opts.id))
      if (!found) throw new AppError('not_found', 'Creator not found', 404)
      if (!found.userId)
        throw new AppError('house_creator', 'The PromptMarket house catalogue cannot be suspended', 409)
      if (suspended && found.status === 'suspended')
        throw new AppError('already_suspended', 'This creator is already suspended', 409)
      if (!suspended && found.status === 'approved')
        throw new AppError('not_suspended', 'This creator is not suspended', 409)
      throw new AppError(
        'not_a_creator',
        `Only an approved creator can be suspended (this one is ${found.status})`,
        409,
      )
    }
    const templates = await tx
      .update(promptTemplates)
      .set({ status: suspended ? 'suspended' : 'active', updatedAt: new Date() })
      .where(
        and(
          eq(promptTemplates.creatorId, creator.id),
          eq(promptTemplates.status, suspended ? 'active' : 'suspended'),
        ),
      )
      .returning({ id: promptTemplates.id })
    await recordAudit(tx, {
      adminId: opts.adminId,
      action: suspended ? 'creator.suspend' : 'creator.unsuspend',
      target: creator.id,
      details: { handle: creator.handle, templates: templates.length, ...(reason ? { reason } : {}) },
    })
    const events: RealtimeEvent[] = templates.map((t) => ({
      type: suspended ? 'template-deleted' : 'template-updated',
      templateId: t.id,
    }))
    const result: CreatorSuspensionResult = {
      id: creator.id,
      status: suspended ? 'suspended' : 'approved',
      templates: templates.length,
    }
    return { result, events }
  })
}
