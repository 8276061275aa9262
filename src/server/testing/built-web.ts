import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('../../../', import.meta.url).pathname

/**
 * The production build of the web app (browser bundle, manifest and server render). `npm test` builds it once and
 * names it in TEST_WEB_DIST for every test and the journeys' server; a test run alone builds its own.
 */
export function builtWeb(): string {
  const shared = process.env.TEST_WEB_DIST
  if (shared && existsSync(join(shared, 'ssr', 'entry-server.js'))) return shared
  const dist = join(mkdtempSync(join(tmpdir(), 'pm-web-')), 'dist')
  const build = spawnSync(
    process.execPath,
    [join(root, 'scripts/build-web.mjs'), dist, '--logLevel', 'error'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  )
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stderr}`)
  return dist
}
