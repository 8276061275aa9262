import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { freshDb } from '../../testing/fresh-db.ts'
import { givenCreator } from '../../testing/studio-test-kit.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { templateVersions } from '../../db/schema/template-versions.ts'
import { range } from '../../testing/given.ts'
import { createStudioTemplate } from './create-studio-template.ts'

describe('createStudioTemplate', async () => {
  const { db } = await freshDb()

  it('makes a draft row owned by the creator, priced by its tier, with version 1 as a draft', async () => {
    const { creatorId } = await givenCreator(db)
    const t = await createStudioTemplate(db, {
      creatorId,
      values: { name: 'Café Menu Maker!', category: 'business', tier: 'super' },
    })
    expect(t).toMatchObject({
      id: 'cafe-menu-maker',
      slug: 'cafe-menu-maker',
      status: 'draft',
      editable: true,
    })
    expect(t.version).toMatchObject({ version: 1, status: 'draft' })
    expect(t.price).toEqual({ credits: 8, priceCents: 2500 })
    const [row] = await db.select().from(promptTemplates).where(eq(promptTemplates.id, t.id))
    expect(row).toMatchObject({
      creatorId,
      status: 'draft',
      tier: 'super',
      creditsCost: 8,
      priceCents: 2500,
      category: 'Career & Business',
    })
    const versions = await db.select().from(templateVersions).where(eq(templateVersions.templateId, t.id))
    expect(versions).toHaveLength(1)
    expect(versions[0]).toMatchObject({ version: 1, status: 'draft' })
    expect(versions[0]!.content).toMatchObject({ name: 'Café Menu Maker!', category: 'Career & Business' })
  })

  it('gives every template its own id and slug, even when creators race with one name', async () => {
    const a = await givenCreator(db)
    const b = await givenCreator(db)
    const made = await Promise.all(
      range(6).map((i) =>
        createStudioTemplate(db, {
          creatorId: i % 2 ? a.creatorId : b.creatorId,
          values: { name: 'Race Day', category: 'tools', tier: 'daily' },
        }),
      ),
    )
    expect(new Set(made.map((t) => t.id)).size).toBe(6)
    expect(new Set(made.map((t) => t.slug)).size).toBe(6)
    expect(made.every((t) => t.id.startsWith('race-day'))).toBe(true)
  })

  it('names a template whose name has no letters or digits "template"', async () => {
    const { creatorId } = await givenCreator(db)
    const t = await createStudioTemplate(db, {
      creatorId,
      values: { name: '✨✨', category: 'tools', tier: 'daily' },
    })
    expect(t.id).toMatch(/^template/)
  })
})
