import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creators } from '../../db/schema/creators.ts'
import { isUniqueViolation } from '../../db/pg-errors.ts'
import { AppError } from '../../lib/errors.ts'
import {
  creatorTermsVersion,
  type CreatorApplication,
  type MyCreatorApplication,
} from '../../../shared/creators/creator.ts'
import { toMyApplication } from './my-application.ts'

export const handleTakenMessage = 'That handle is already taken. Please choose another.'

/**
 * A member applies to sell templates. One row per member: a pending or approved member cannot apply again, a
 * declined one applies again by sending the form anew (the row goes back to pending, the old reason is cleared).
 * The handle's uniqueness is the database's unique index, so two members racing for one handle cannot both win.
 */
export async function applyAsCreator(
  db: Db,
  opts: { userId: string; values: CreatorApplication },
): Promise<MyCreatorApplication> {
  const v = opts.values
  const fields = {
    displayName: v.displayName,
    handle: v.handle,
    bio: v.bio,
    country: v.country,
    termsAcceptedAt: new Date(),
    termsVersion: creatorTermsVersion,
    status: 'pending',
    decisionReason: null,
    decidedBy: null,
    decidedAt: null,
    updatedAt: new Date(),
  }
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(creators)
        .where(eq(creators.userId, opts.userId))
        .for('update')
      if (existing) {
        if (existing.status === 'pending')
          throw new AppError('application_pending', 'Your application is already being reviewed', 409)
        if (existing.status === 'approved')
          throw new AppError('already_creator', 'You are already a creator', 409)
        if (existing.status === 'suspended')
          throw new AppError(
            'creator_suspended',
            'Your creator account is suspended. Please contact us.',
            403,
          )
        const [row] = await tx.update(creators).set(fields).where(eq(creators.id, existing.id)).returning()
        return toMyApplication(row!)
      }
      const [taken] = await tx.select({ id: creators.id }).from(creators).where(eq(creators.handle, v.handle))
      if (taken) throw new AppError('handle_taken', handleTakenMessage, 409)
      const [row] = await tx
        .insert(creators)
        .values({ ...fields, userId: opts.userId, createdAt: new Date() })
        .returning()
      return toMyApplication(row!)
    })
  } catch (err) {
    // The checks above lost a race: the unique indexes decide.
    if (isUniqueViolation(err, 'creators_handle_unique'))
      throw new AppError('handle_taken', handleTakenMessage, 409)
    if (isUniqueViolation(err, 'creators_user_id_unique'))
      throw new AppError('application_pending', 'Your application is already being reviewed', 409)
    throw err
  }
}
