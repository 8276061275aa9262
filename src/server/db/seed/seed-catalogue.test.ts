import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { freshDb } from '../../testing/fresh-db.ts'
import { promptTemplates } from '../schema/catalog.ts'
import { loadLaunchCatalogue } from './launch-catalogue.ts'
import { releasedSeedHashes } from './released-seed-hashes.ts'
import { seedCatalogue } from './seed-catalogue.ts'
import { seedHash } from './seed-hash.ts'

const bySlug = async (db: Awaited<ReturnType<typeof freshDb>>['db'], slug: string) =>
  (await db.select().from(promptTemplates).where(eq(promptTemplates.slug, slug)))[0]!

describe('seedCatalogue on an existing database (decision 0025)', async () => {
  const { db } = await freshDb()
  const catalogue = await loadLaunchCatalogue()
  const [first, second] = catalogue

  it('inserts the catalogue with its prompt lines, required questions and sections', async () => {
    await seedCatalogue(db)
    const row = await bySlug(db, first!.slug)
    expect(row.promptLines).toEqual(first!.promptLines)
    expect(row.questions).toEqual(first!.questions)
    expect(seedHash(row)).toBe(seedHash(first!))
  })

  it('brings a template still as an earlier release wrote it up to date, and leaves an edited one alone', async () => {
    const oldVersion = { masterPrompt: 'An older master prompt.', questions: [], promptLines: {} }
    await db.update(promptTemplates).set(oldVersion).where(eq(promptTemplates.slug, first!.slug))
    await db.update(promptTemplates).set(oldVersion).where(eq(promptTemplates.slug, second!.slug))
    const released = { [first!.slug]: [seedHash(await bySlug(db, first!.slug))] }
    // The second one was edited by an admin after that release: its hash is not one a release wrote.
    await db
      .update(promptTemplates)
      .set({ masterPrompt: 'An admin rewrote this.' })
      .where(eq(promptTemplates.slug, second!.slug))

    const result = await seedCatalogue(db, 'missing', released)
    expect(result.updated).toBe(1)
    const refreshed = await bySlug(db, first!.slug)
    expect(refreshed.masterPrompt).toBe(first!.masterPrompt)
    expect(refreshed.promptLines).toEqual(first!.promptLines)
    expect((await bySlug(db, second!.slug)).masterPrompt).toBe('An admin rewrote this.')

    expect((await seedCatalogue(db, 'missing', released)).updated).toBe(0)
  })

  it('knows the version every launch template had before this catalogue, so existing databases update', () => {
    for (const t of catalogue) {
      expect(releasedSeedHashes[t.slug], t.slug).toBeDefined()
      // The current files differ from the last release (prompt lines, required questions, sections).
      expect(releasedSeedHashes[t.slug], t.slug).not.toContain(seedHash(t))
    }
  })
})
