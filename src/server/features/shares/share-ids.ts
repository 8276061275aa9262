import { createHash, randomBytes } from 'node:crypto'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (id: string) => uuidPattern.test(id)

// 32 random bytes (256 bits), base64url: 43 characters that cannot be guessed or walked through.
const tokenPattern = /^[A-Za-z0-9_-]{43}$/
export const newShareToken = () => randomBytes(32).toString('base64url')
export const isShareToken = (token: string) => tokenPattern.test(token)

/** Only this hash is stored: a copy of the database does not hand out working links. */
export const hashShareToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')
