#!/usr/bin/env node
// Builds the web app: the browser bundle into OUT_DIR (default dist), then the server render of the storefront
// pages (src/web/entry-server.tsx, decision 0018) into OUT_DIR/ssr. Usage: node scripts/build-web.mjs [outDir] [--logLevel L]
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const args = process.argv.slice(2)
const level = args.includes('--logLevel') ? args[args.indexOf('--logLevel') + 1] : 'warn'
const outDir = resolve(
  root,
  args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--logLevel') ?? 'dist',
)
const vite = join(root, 'node_modules/vite/bin/vite.js')
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' }

for (const extra of [[], ['--ssr', 'src/web/entry-server.tsx', '--outDir', join(outDir, 'ssr')]]) {
  const r = spawnSync(
    process.execPath,
    [vite, 'build', '--logLevel', level, ...(extra.length ? extra : ['--outDir', outDir, '--emptyOutDir'])],
    { cwd: root, stdio: 'inherit', env },
  )
  if (r.status !== 0) process.exit(r.status ?? 1)
}
