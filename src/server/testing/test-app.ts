import { parseEnv, type Env } from '../env.ts'
import { createApp } from '../app.ts'
import { buildDeps } from '../build-deps.ts'
import type { Mail, Mailer } from '../features/mail/public.ts'
import { seedCatalogue } from '../db/seed/seed-catalogue.ts'
import { eq } from 'drizzle-orm'
import { testClient } from 'hono/testing'
import { freshDb } from './fresh-db.ts'
import { rememberedPasswordHashing } from './remembered-password-hashing.ts'
import { user as userTable } from '../db/schema/auth.ts'
import { grantCredits } from '../features/credits/public.ts'
import { createLocalEventBus } from '../features/realtime/public.ts'

/** A mailer that keeps what it sends, for assertions. */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = []
  return { mode: 'memory', sent, send: async (mail) => void sent.push(mail) }
}

/** The whole API on a fresh database, called in-process with app.request(). */
export async function testApp(
  opts: {
    env?: Record<string, string>
    seed?: boolean
    /** turns the session cache on */ sessionCacheMs?: number
    /** turns the catalogue cache on */ catalogCacheMs?: number
  } = {},
) {
  const database = await freshDb()
  if (opts.seed) await seedCatalogue(database.db)
  const env: Env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/promptmarket-test',
    APP_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-000',
    ...opts.env,
  })
  const mail = memoryMailer()
  const deps = buildDeps(env, database, {
    mail,
    // In-process, also in production mode: a LISTEN connection nobody closes outlives the file's database.
    events: createLocalEventBus(),
    sessionCacheMs: opts.sessionCacheMs,
    catalogCacheMs: opts.catalogCacheMs,
    passwordHashing: rememberedPasswordHashing,
  })
  const app = createApp(deps)
  // The raw, untyped request: for what the typed client cannot send on purpose (malformed or hostile bodies,
  // wrong content types, missing fields in validation tests) and for routes outside AppType (Better Auth's
  // /api/auth/* catch-all, probes, web pages). Everything else goes through `api` / `as` / `client` below.
  // `ip` is the socket's peer address, as the Node server would give it (none by default: no socket in-process).
  const json = async (path: string, init: RequestInit & { json?: unknown; ip?: string } = {}) => {
    const { json: body, ip, ...rest } = init
    const res = await app.request(
      path,
      {
        ...rest,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(rest.headers ?? {}),
        },
        body: body !== undefined ? JSON.stringify(body) : rest.body,
      },
      ip ? socketFrom(ip) : undefined,
    )
    const data = await bodyOf(res)
    return { status: res.status, headers: res.headers, data: data as any } // eslint-disable-line @typescript-eslint/no-explicit-any
  }
  /** The typed client of the whole API (`hc<AppType>`, as the web's api-client.ts), answered by app.request().
   * `headers` go on every call (a member's `{ cookie, origin }`); `ip` as in `json`. Read answers with `read`. */
  const client = (o: { headers?: Record<string, string>; ip?: string } = {}) =>
    testClient(app, o.ip ? socketFrom(o.ip) : undefined, undefined, { headers: o.headers ?? {} }).api
  const t = { app, deps, db: database.db, mail, json }
  return {
    ...t,
    client,
    /** The typed client with no session and no origin header. */
    api: client(),
    /** The typed client as a member (the headers of signIn / signedInUser), or anonymous for null. */
    as: (who: { headers: Record<string, string> } | null) => client({ headers: who?.headers ?? {} }),
    read,
    /** Signs in through the API: the answer's status and the headers (session cookie, origin) to call as them. */
    signIn: (email: string, password: string) => signIn(t, email, password),
    /** A confirmed member with a session cookie: `headers` goes on every call as them. */
    signedInUser: (o: { credits?: number; email?: string; name?: string; phoneNumber?: string } = {}) =>
      signedInUser(t, o),
  }
}

/** What a test reads from an answer of the typed client: read once, like `json`'s answer (the body as JSON when it
 * parses, else the text, null when empty), with `data` typed as the route declares it and the app's error body. */
export async function read<R extends { status: number; headers: Headers; json(): Promise<unknown> }>(
  answer: R | Promise<R>,
) {
  const res = (await answer) as R & Response
  const data = await bodyOf(res)
  return {
    status: res.status,
    headers: res.headers,
    data: data as Awaited<ReturnType<R['json']>>,
    /** `{code, message}` of an error answer (app.onError's body), undefined otherwise. */
    error: (data as { error?: { code: string; message: string } } | null)?.error,
  }
}

/** An answer's body: the JSON when it parses, else the text, null when empty. */
async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text()
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return text
  }
}

/** What @hono/node-server's getConnInfo reads: the bindings of a request that came in on a socket from `ip`. */
export const socketFrom = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } })

type AppParts = {
  deps: import('../app-env.ts').Deps
  db: import('../db/client.ts').Db
  app: ReturnType<typeof createApp>
}

async function signIn(t: AppParts, email: string, password: string) {
  const origin = t.deps.env.APP_URL
  const res = await t.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  })
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return { status: res.status, headers: { cookie, origin } }
}

let userCounter = 0

async function signedInUser(
  t: AppParts,
  o: { credits?: number; email?: string; name?: string; phoneNumber?: string },
) {
  const n = ++userCounter
  const stamp = `${process.pid}${Date.now().toString(36)}${n}`
  const email = o.email ?? `member${stamp}@example.com`
  const password = 'Str0ng!Passw0rd'
  const created = await t.deps.auth.api.signUpEmail({
    body: {
      name: o.name ?? `Member ${n}`,
      email,
      password,
      phoneNumber: o.phoneNumber ?? `04${stamp}`.slice(0, 20),
    },
  })
  const id = created.user.id
  await t.db.update(userTable).set({ emailVerified: true }).where(eq(userTable.id, id))
  const { status, headers } = await signIn(t, email, password)
  if (status !== 200) throw new Error(`sign-in failed: ${status}`)
  if (o.credits)
    await grantCredits(t.db, {
      userId: id,
      amount: o.credits,
      type: 'admin_adjustment',
      description: 'Test credits',
      key: `test-grant:${id}`,
    })
  return { id, email, password, headers }
}
