import { loadLaunchCatalogue } from '../db/seed/launch-catalogue.ts'
import { seedHash } from '../db/seed/seed-hash.ts'

// Prints each launch template's seed hash: add a template's hash to released-seed-hashes.ts before changing its file.
for (const t of await loadLaunchCatalogue()) console.log(`${t.slug} ${seedHash(t)}`)
