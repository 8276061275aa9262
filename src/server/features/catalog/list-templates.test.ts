import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { freshDb } from '../../testing/fresh-db.ts'
import { insertGeneratedTemplates } from '../../testing/generate-templates.ts'
import { listTemplates } from './list-templates.ts'

// Text search reads the trigram indexes. GIN queues new rows in a pending list that every search reads in full; at the
// default 4 MB that was most of the 6.7 ms of a no-match search at 100,000 templates. Migration 0006 caps it at 64 kB.
describe('listTemplates text search', async () => {
  const { db } = await freshDb()
  await insertGeneratedTemplates(db, { count: 700 })
  const search = (q: string) => listTemplates(db, { sort: 'name', q, limit: 50 })

  it('keeps at most 64 kB pending in the trigram indexes after inserts', async () => {
    const [row] = await queryRows<{ name: number; description: number }>(
      db,
      sql`SELECT gin_clean_pending_list('prompt_templates_name_trgm_idx')::int AS name,
                 gin_clean_pending_list('prompt_templates_description_trgm_idx')::int AS description`,
    )
    // Pages of 8 kB; past 64 kB the list is merged into the index. At the default limit: 33 and 140 pages.
    expect(row!.name).toBeLessThanOrEqual(9)
    expect(row!.description).toBeLessThanOrEqual(9)
  })

  it('matches a substring of the name or the description, case-insensitively, and nothing else', async () => {
    expect((await search('zebra')).items).toEqual([])
    const byName = await search('MARATHON COACH 1')
    expect(byName.items.length).toBeGreaterThan(0)
    expect(byName.items.every((i) => i.name.toLowerCase().includes('marathon coach 1'))).toBe(true)
    // Only descriptions say "shaped around you".
    const byDescription = await search('shaped around')
    expect(byDescription.items).toHaveLength(50)
    expect(byDescription.nextCursor).not.toBeNull()
  })
})
