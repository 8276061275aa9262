import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { freshDb } from '../../testing/fresh-db.ts'
import { seedCatalogue } from '../../db/seed/seed-catalogue.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { createLocalEventBus } from '../realtime/public.ts'
import { createSearchIndex } from './search-index.ts'

describe('search index', async () => {
  const { db } = await freshDb()
  await seedCatalogue(db)
  const ids = async (index: ReturnType<typeof createSearchIndex>, q: string) =>
    (await index.ranker()).rank(q).results.map((r) => r.document.id)

  it('is built once, lazily, and rebuilt when a template event arrives', async () => {
    const bus = createLocalEventBus()
    const index = createSearchIndex(db, bus, { recheckMs: 60_000 })
    const first = await index.ranker()
    expect(await index.ranker()).toBe(first)
    await db
      .update(promptTemplates)
      .set({ status: 'archived' })
      .where(eq(promptTemplates.id, 'sleep-reset-coach'))
    expect(await ids(index, 'insomnia')).toContain('sleep-reset-coach')
    bus.publish({ type: 'template-deleted', templateId: 'sleep-reset-coach' })
    expect(await ids(index, 'insomnia')).not.toContain('sleep-reset-coach')
    await db
      .update(promptTemplates)
      .set({ status: 'active' })
      .where(eq(promptTemplates.id, 'sleep-reset-coach'))
    bus.publish({ type: 'template-updated', templateId: 'sleep-reset-coach' })
    expect(await ids(index, 'insomnia')).toContain('sleep-reset-coach')
    index.close()
  })

  it('notices a change made elsewhere (no event) on its next check', async () => {
    const index = createSearchIndex(db, createLocalEventBus(), { recheckMs: 0 })
    expect(await ids(index, 'insomnia')).toContain('sleep-reset-coach')
    await db
      .update(promptTemplates)
      .set({ status: 'draft', updatedAt: new Date() })
      .where(eq(promptTemplates.id, 'sleep-reset-coach'))
    expect(await ids(index, 'insomnia')).not.toContain('sleep-reset-coach')
    index.close()
  })
})
