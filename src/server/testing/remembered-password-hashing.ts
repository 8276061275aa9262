import { hashPassword, verifyPassword } from 'better-auth/crypto'

// Better Auth's scrypt (N 16384, r 16) costs about 170 ms of CPU a call on a slow 2-core machine, and each test
// member costs two (sign-up, sign-in): minutes of a run. In-process tests remember what it answered. A password is
// hashed once per worker (its members share that real hash), and a check of a hash this process made for that very
// password is true, as scrypt would say. A wrong password or a hash made elsewhere still goes to scrypt.
const hashes = new Map<string, Promise<string>>()
const madeFor = new Map<string, string>()

export const rememberedPasswordHashing = {
  hash(password: string) {
    let hash = hashes.get(password)
    if (!hash) {
      hash = hashPassword(password).then((made) => {
        madeFor.set(made, password)
        return made
      })
      hash.catch(() => hashes.delete(password))
      hashes.set(password, hash)
    }
    return hash
  },
  async verify(data: { hash: string; password: string }) {
    return madeFor.get(data.hash) === data.password || verifyPassword(data)
  },
}
