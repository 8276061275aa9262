import type { Db } from '../../db/client.ts'
import { masterCodes } from '../../db/schema/gifts.ts'
import { isUniqueViolation } from '../../db/pg-errors.ts'
import { AppError } from '../../lib/errors.ts'
import { createMasterCodeInput, type CreateMasterCodeInput } from '../../../shared/gifts/master-code.ts'

/** A new master code (admin CLI now, the admin console later); the code is stored normalised. */
export async function createMasterCode(db: Db, input: CreateMasterCodeInput & { createdBy?: string }) {
  const parsed = createMasterCodeInput.safeParse(input)
  if (!parsed.success)
    throw new AppError('validation_failed', parsed.error.issues[0]?.message ?? 'Invalid master code', 400)
  const v = parsed.data
  if (v.expiresAt && v.expiresAt.getTime() <= Date.now())
    throw new AppError('validation_failed', 'The expiry must be in the future', 400)
  try {
    const [row] = await db
      .insert(masterCodes)
      .values({
        code: v.code,
        credits: v.credits,
        maxUses: v.maxUses,
        expiresAt: v.expiresAt ?? null,
        active: v.active,
        createdBy: input.createdBy ?? null,
      })
      .returning()
    return row!
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('code_taken', `The code ${v.code} already exists`, 409)
    throw err
  }
}
