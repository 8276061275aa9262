import { readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { join } from 'node:path'
import type { SeedTemplate } from './template-seed.ts'

const dir = fileURLToPath(new URL('./templates', import.meta.url))

/** Every template file under seed/templates (one SeedTemplate each), sorted by slug. */
export async function loadLaunchCatalogue(): Promise<SeedTemplate[]> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  const modules = await Promise.all(files.map((f) => import(pathToFileURL(join(dir, f)).href)))
  return modules
    .flatMap((m) => Object.values(m) as SeedTemplate[])
    .sort((a, b) => a.slug.localeCompare(b.slug))
}
