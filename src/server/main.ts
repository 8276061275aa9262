import { fileURLToPath } from 'node:url'
import { createServer, type RequestListener, type ServerOptions } from 'node:http'
import { ConfigError, parseEnv } from './env.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'

const shutdownTimeoutMs = 10_000

async function main() {
  const env = parseEnv()
  // The rest is loaded only once the configuration is valid, and the app only once the database is open: a bad
  // configuration or a data directory in use stops in about a second, not after loading Better Auth and the app.
  const { openDatabase } = await import('./open-database.ts')
  const database = await openDatabase(env)
  const [
    { serve },
    { createApp },
    { buildDeps },
    { settleStaleRuns, staleAfterMs },
    { startGiftDeliveryRunner },
    { startPayoutRunner },
    { fastAnswers },
  ] = await Promise.all([
    import('@hono/node-server'),
    import('./app.ts'),
    import('./build-deps.ts'),
    import('./features/model-runs/public.ts'),
    import('./features/gifts/public.ts'),
    import('./features/earnings/public.ts'),
    import('./fast-answers.ts'),
  ])
  const stopping = new AbortController()
  const deps = buildDeps(env, database, { stopping: stopping.signal })
  // Model runs a crashed process left streaming are settled now and by a sweep while up (decision 0032). PGlite's
  // directory is locked to this process, so at start-up every 'running' row is an orphan; on PostgreSQL other live
  // processes may be streaming, so only rows whose heartbeat stopped count.
  const sweepRuns = (olderThanMs = staleAfterMs) =>
    settleStaleRuns(database.db, { olderThanMs })
      .then((ids) => ids.length && console.log(`Settled ${ids.length} model run(s) left by a stopped server`))
      .catch((err) => console.error('Could not settle model runs left by a stopped server', err))
  await sweepRuns(database.kind === 'pglite' ? 0 : staleAfterMs)
  setInterval(() => void sweepRuns(), staleAfterMs).unref()
  const app = createApp(deps, {
    webDist: process.env.WEB_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url)),
  })
  // Scheduled gift cards (decision 0031): a round now sends what fell due while the server was down.
  const giftRunner = startGiftDeliveryRunner(deps)
  // Creators' payouts (decision 0036): a round now settles any payout a stopped server left open, then hourly.
  const payoutRunner = startPayoutRunner(deps)
  const withFastAnswers = await fastAnswers(deps)
  const server = serve(
    {
      fetch: app.fetch,
      port: env.PORT,
      hostname: env.HOST,
      // Answers already in memory leave before the router (decision 0039).
      createServer: ((options: ServerOptions, listener: RequestListener) =>
        createServer(options, withFastAnswers(listener))) as typeof createServer,
    },
    (info) => {
      console.log(
        [
          `PromptMarket is running at ${env.APP_URL.replace(`:${env.PORT}`, `:${info.port}`)}`,
          `  database: ${database.describe}`,
          `  payments: ${env.PAYMENTS_PROVIDER === 'local' ? 'local test checkout (no money moves)' : 'Stripe'}`,
          `  mail:     ${deps.mail.mode}`,
        ].join('\n'),
      )
    },
  )
  // Idle kept-alive connections outlive the client's and the proxy's own (Node's default is 5 s), so a client never
  // sends a request on a socket the server is closing at that moment (ECONNRESET); a stop closes idle ones at once.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
  }
  // A port already taken is a setup mistake, not a crash: say which port and how to choose another.
  server.on('error', async (err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE' || err.code === 'EACCES')
      console.error(
        err.code === 'EADDRINUSE'
          ? `Port ${env.PORT} on ${env.HOST} is already in use. Stop what is using it, or set PORT to another port.`
          : `Port ${env.PORT} on ${env.HOST} cannot be used by this user. Set PORT to a port above 1023.`,
      )
    else console.error(err)
    await database.close()
    process.exit(1)
  })
  // A graceful stop (a deploy, Ctrl-C): no new connections, requests in flight finish, event streams end, the
  // database closes (PGlite releases its directory), exit 0. Whatever still hangs after 10 s is cut off.
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping.signal.aborted) return
    console.log(`${signal}: finishing requests in flight, then stopping`)
    setTimeout(() => {
      console.error('Requests still open after 10 s: stopping anyway')
      process.exit(1)
    }, shutdownTimeoutMs).unref()
    stopping.abort()
    await new Promise<void>((done) => {
      server.close(() => done())
      // Kept-alive connections with no request in flight (also those whose request ends meanwhile) would
      // otherwise hold close() open until their keep-alive time runs out.
      const idle = () => 'closeIdleConnections' in server && server.closeIdleConnections()
      idle()
      setInterval(idle, 200).unref()
    })
    await giftRunner.stopped
    await payoutRunner.stopped
    await (deps.events as { close?: () => Promise<void> }).close?.()
    await database.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message)
    process.exit(1)
  }
  console.error(err)
  process.exit(1)
})
