import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const mainTs = 'src/server/main.ts'

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })

/** Runs the real server entry (`node --import tsx src/server/main.ts`) with exactly this environment. */
function spawnMain(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return { child, output: () => output, exited }
}

/** Runs main.ts to its end (for configurations that must stop start-up): exit code and everything printed. */
export async function runMainToExit(env: Record<string, string | undefined>, timeoutMs = 30_000) {
  const run = spawnMain(env)
  const timer = setTimeout(() => run.child.kill('SIGKILL'), timeoutMs)
  const { code, signal } = await run.exited
  clearTimeout(timer)
  return { code, signal, output: run.output() }
}

export type ServerChild = {
  url: string
  child: ChildProcess
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  stop: () => Promise<void>
}

/** Starts main.ts on `port` and resolves once it listens. */
export async function startServerChild(opts: {
  port: number
  env: Record<string, string | undefined>
  timeoutMs?: number
}): Promise<ServerChild> {
  const url = `http://127.0.0.1:${opts.port}`
  const run = spawnMain({ PORT: String(opts.port), HOST: '127.0.0.1', APP_URL: url, ...opts.env })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => (run.child.kill('SIGKILL'), reject(new Error(`no start within the time:\n${run.output()}`))),
      opts.timeoutMs ?? 60_000,
    )
    const ready = () => {
      if (run.output().includes('PromptMarket is running at')) {
        clearTimeout(timer)
        resolve()
      }
    }
    run.child.stdout!.on('data', ready)
    void run.exited.then(({ code }) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${run.output()}`))
    })
  })
  return {
    url,
    child: run.child,
    output: run.output,
    exited: run.exited,
    stop: async () => {
      if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGTERM')
      const timer = setTimeout(() => run.child.kill('SIGKILL'), 10_000)
      await run.exited
      clearTimeout(timer)
    },
  }
}
