import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { creators } from '../../db/schema/creators.ts'
import { AppError } from '../../lib/errors.ts'
import type { CreatorDecisionInput } from '../../../shared/creators/creator.ts'
import { recordAudit } from './record-audit.ts'

/**
 * Approves or declines a pending application, audited; the e-mail goes out after commit (notifyCreatorDecision).
 * Only a pending row changes (a conditional update), so two admins deciding at once cannot both decide.
 */
export async function decideCreatorApplication(
  db: Db,
  opts: { adminId: string; id: string; decision: CreatorDecisionInput },
) {
  return db.transaction(async (tx) => {
    const status = opts.decision.decision === 'approve' ? 'approved' : 'declined'
    const reason = opts.decision.decision === 'decline' ? opts.decision.reason : null
    const [row] = await tx
      .update(creators)
      .set({
        status,
        decisionReason: reason,
        decidedBy: opts.adminId,
        decidedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(creators.id, opts.id), eq(creators.status, 'pending'), isNotNull(creators.userId)))
      .returning()
    if (!row) {
      const [found] = await tx
        .select({ status: creators.status })
        .from(creators)
        .where(eq(creators.id, opts.id))
      if (!found) throw new AppError('not_found', 'Application not found', 404)
      throw new AppError('already_decided', `This application is already ${found.status}`, 409)
    }
    const [applicant] = await tx
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, row.userId!))
    await recordAudit(tx, {
      adminId: opts.adminId,
      action: `creator.${opts.decision.decision}`,
      target: row.id,
      details: { handle: row.handle, ...(reason ? { reason } : {}) },
    })
    return { creator: row, applicant: applicant! }
  })
}
