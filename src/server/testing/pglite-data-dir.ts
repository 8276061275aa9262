import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../..', import.meta.url))
let cluster: Promise<string> | undefined

// PGlite's initdb (a WebAssembly program it runs on an empty directory) costs about 10 s of CPU, more than the rest
// of a server's start-up together, and makes the same cluster every time: so it runs once per worker, in a child
// process, where it does not stall this one's event loop (tests here time what their servers do).
async function emptyCluster() {
  const dir = join(mkdtempSync(join(tmpdir(), 'pm-cluster-')), 'pglite')
  const script = `import { PGlite } from '@electric-sql/pglite'
    const client = new PGlite(process.argv[1]); await client.waitReady; await client.close()`
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, dir], { cwd: root })
  return dir
}

/**
 * A new DATA_DIR for a server process on PGlite, with the cluster as PGlite's initdb leaves it: no migration, no
 * row, no lock. The server still opens, migrates and seeds it itself.
 */
export async function pgliteDataDir(prefix = 'pm-data-'): Promise<string> {
  const template = await (cluster ??= emptyCluster())
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  cpSync(template, join(dataDir, 'pglite'), { recursive: true })
  return dataDir
}
