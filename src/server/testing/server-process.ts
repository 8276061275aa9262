import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../..', import.meta.url))

export type ServerProcess = {
  url: string
  port: number
  child: ChildProcess
  /** Everything the process printed, for failure messages. */
  output: () => string
  stop: () => Promise<void>
}

/**
 * Starts src/server/main.ts in its own Node process (as `npm start` does, without the build step) and resolves
 * once it listens. `env` is the whole configuration: nothing is inherited from this process but PATH and HOME.
 */
export async function startServerProcess(opts: {
  port: number
  env: Record<string, string | undefined>
  timeoutMs?: number
}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${opts.port}`
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      APP_URL: url,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Only the last part of what it printed is kept, as chunks: a server under a bench prints a line per request, and
  // one growing string (scanned on every chunk) made this process, which also drives the load, slower every second.
  const chunks: string[] = []
  let kept = 0
  const keep = (d: Buffer) => {
    const text = String(d)
    chunks.push(text)
    kept += text.length
    while (kept > 256_000 && chunks.length > 1) kept -= chunks.shift()!.length
  }
  const logText = () => chunks.join('')
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server on ${opts.port} did not start:\n${logText()}`)),
      opts.timeoutMs ?? 60_000,
    )
    const check = () => {
      if (logText().includes('PromptMarket is running at')) {
        clearTimeout(timer)
        child.stdout!.off('data', check)
        resolve()
      }
    }
    child.stdout!.on('data', check)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server on ${opts.port} exited with ${code}:\n${logText()}`))
    })
  })
  return {
    url,
    port: opts.port,
    child,
    output: logText,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    },
  }
}

/** The session cookie header from a response's Set-Cookie lines. */
export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

/**
 * Signs up through the HTTP API, follows the verification link from the local outbox in `dataDir`, signs in and
 * returns the session cookie. Works on any server started without SMTP_URL.
 */
export async function signUpThroughOutbox(
  url: string,
  {
    dataDir,
    email,
    password = 'Str0ng!Passw0rd',
    name = 'Bench Member',
  }: {
    dataDir: string
    email: string
    password?: string
    name?: string
  },
) {
  const headers = { 'content-type': 'application/json', origin: url }
  const phoneNumber = `04${String(Date.now()).slice(-8)}`
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, email, password, phoneNumber }),
  })
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`)
  const link = await waitFor(() => verificationLink(join(dataDir, 'outbox'), email), 10_000)
  const verify = await fetch(link.replace(/^https?:\/\/[^/]+/, url), { redirect: 'manual' })
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status}`)
  return signIn(url, { email, password })
}

export async function signIn(url: string, { email, password }: { email: string; password: string }) {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  })
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  return cookieOf(res)
}

function verificationLink(outbox: string, email: string): string | null {
  let files: string[]
  try {
    files = readdirSync(outbox)
  } catch {
    return null
  }
  const safeTo = email.replace(/[^a-z0-9@.-]/gi, '_')
  for (const file of files.filter((f) => f.includes(safeTo))) {
    // Quoted-printable: join soft line breaks and decode '=3D' before looking for the link.
    const text = readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=')
    const link = text.match(/https?:\/\/\S*verify-email\S*/)?.[0]
    if (link) return link.replace(/["<>].*$/, '')
  }
  return null
}

async function waitFor<T>(probe: () => T | null, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (value) return value
    if (Date.now() > until) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 100))
  }
}
