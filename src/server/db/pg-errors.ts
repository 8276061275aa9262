// Drizzle wraps driver errors; PostgreSQL and PGlite both carry the SQLSTATE in `code`.
function pgError(err: unknown): { code?: string; constraint?: string; message?: string } | undefined {
  let e = err as { code?: string; cause?: unknown } | undefined
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as never
    e = e.cause as typeof e
  }
  return undefined
}

export function isUniqueViolation(err: unknown, constraint?: string) {
  const e = pgError(err)
  if (e?.code !== '23505') return false
  return !constraint || e.constraint === constraint || (e.message ?? '').includes(constraint)
}

export const isCheckViolation = (err: unknown) => pgError(err)?.code === '23514'

/** Text the database cannot store: a NUL byte (22021) or a character the encoding lacks (22P05). */
export const isInvalidText = (err: unknown) => ['22021', '22P05'].includes(pgError(err)?.code ?? '')
