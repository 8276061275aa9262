#!/usr/bin/env node
// npm start: builds the web app when its sources are newer than the build, then runs the server.
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const built = join(root, 'dist/index.html')

function newest(path) {
  const s = statSync(path)
  if (!s.isDirectory()) return s.mtimeMs
  return Math.max(s.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))))
}

const sources = ['src/web', 'src/shared', 'index.html', 'vite.config.ts', 'public', 'package-lock.json'].map(
  (p) => join(root, p),
)
const stale =
  !existsSync(built) || Math.max(...sources.filter(existsSync).map(newest)) > statSync(built).mtimeMs
if (stale) {
  console.log('Building the web app...')
  const r = spawnSync(process.execPath, [join(root, 'scripts/build-web.mjs'), '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code) => process.exit(code ?? 0))
