import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { ConfigError, parseEnv } from './env.ts'
import { openDatabase } from './open-database.ts'
import { createApp } from './app.ts'
import { buildDeps } from './build-deps.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'

async function main() {
  const env = parseEnv()
  const database = await openDatabase(env)
  const deps = buildDeps(env, database)
  const app = createApp(deps, {
    webDist: process.env.WEB_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url)),
  })
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(
      [
        `PromptMarket is running at ${env.APP_URL.replace(`:${env.PORT}`, `:${info.port}`)}`,
        `  database: ${database.describe}`,
        `  payments: ${env.PAYMENTS_PROVIDER === 'local' ? 'local test checkout (no money moves)' : 'Stripe'}`,
        `  mail:     ${deps.mail.mode}`,
      ].join('\n'),
    )
  })
  const stop = async () => {
    server.close()
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
