import { randomInt } from 'node:crypto'
import type { Db } from '../../db/client.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { isUniqueViolation } from '../../db/pg-errors.ts'

// No 0/O, 1/I/L: member codes are read aloud and typed by hand.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const memberCodeLength = 6

export const newMemberCode = () =>
  Array.from({ length: memberCodeLength }, () => alphabet[randomInt(alphabet.length)]).join('')

/** The profile of a new user: balance 0 and a unique 6-character member code. */
export async function createProfile(
  db: Db,
  opts: { userId: string; fullName: string; phoneNumber: string | null },
) {
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      const [row] = await db
        .insert(profiles)
        .values({ ...opts, memberCode: newMemberCode() })
        .onConflictDoNothing({ target: profiles.userId })
        .returning()
      return row
    } catch (err) {
      if (!isUniqueViolation(err, 'profiles_member_code_unique')) throw err
    }
  }
  throw new Error('Could not allocate a unique member code')
}
