import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/errors.ts'
import { authMessages } from '../../../shared/auth/auth-messages.ts'

/** Refuses a sign-up whose e-mail or phone number already has an account (409, spec 8 messages). */
export async function assertAccountIsNew(
  db: Db,
  { email, phoneNumber }: { email: string; phoneNumber: string },
) {
  const [byEmail] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1)
  if (byEmail) throw new AppError('email_taken', authMessages.emailTaken, 409)
  const [byPhone] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.phoneNumber, phoneNumber))
    .limit(1)
  if (byPhone) throw new AppError('phone_taken', authMessages.phoneTaken, 409)
}
