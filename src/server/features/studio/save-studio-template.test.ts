import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { freshDb, testDbKind } from '../../testing/fresh-db.ts'
import { givenCreator, studioContent } from '../../testing/studio-test-kit.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { templateVersions } from '../../db/schema/template-versions.ts'
import { templateDraftInput } from '../../../shared/admin/template-input.ts'
import { createStudioTemplate } from './create-studio-template.ts'
import { saveStudioTemplate } from './save-studio-template.ts'
import { getStudioTemplate } from './get-studio-template.ts'
import { storedContent } from './studio-template-row.ts'

describe('saveStudioTemplate', async () => {
  const { db } = await freshDb()
  const content = (over = {}) => templateDraftInput.parse(studioContent(over))
  const newTemplate = async () => {
    const { creatorId } = await givenCreator(db)
    const t = await createStudioTemplate(db, {
      creatorId,
      values: { name: 'Garden Planner', category: 'life', tier: 'daily' },
    })
    return { creatorId, templateId: t.id }
  }
  /** What approval does (h2's publish): the version's content on the row, live, current_version n. */
  const publish = async (templateId: string, version: number) => {
    const [v] = await db
      .select()
      .from(templateVersions)
      .where(and(eq(templateVersions.templateId, templateId), eq(templateVersions.version, version)))
    await db.update(templateVersions).set({ status: 'published' }).where(eq(templateVersions.id, v!.id))
    const { tier: _tier, ...c } = v!.content
    await db
      .update(promptTemplates)
      .set({ ...c, status: 'active', currentVersion: version })
      .where(eq(promptTemplates.id, templateId))
  }

  it('saves the draft and answers the linter findings', async () => {
    const ids = await newTemplate()
    const saved = await saveStudioTemplate(db, {
      ...ids,
      content: content({ masterPrompt: 'Plan the garden for the user. TODO' }),
      changelog: '',
    })
    expect(saved.content.masterPrompt).toBe('Plan the garden for the user. TODO')
    expect(saved.content.category).toBe('life')
    expect(saved.version).toMatchObject({ version: 1, status: 'draft' })
    expect(saved.findings.map((f) => f.rule)).toEqual(expect.arrayContaining(['mixed-voice', 'placeholder']))
    const clean = await saveStudioTemplate(db, { ...ids, content: content(), changelog: '' })
    expect(clean.findings).toEqual([])
  })

  it('refuses a version in review and turns a rejected one back into a draft, keeping the reasons', async () => {
    const ids = await newTemplate()
    await db
      .update(templateVersions)
      .set({ status: 'in_review' })
      .where(eq(templateVersions.templateId, ids.templateId))
    await expect(saveStudioTemplate(db, { ...ids, content: content(), changelog: '' })).rejects.toMatchObject(
      {
        code: 'version_in_review',
        status: 409,
      },
    )
    await db
      .update(templateVersions)
      .set({ status: 'rejected', reviewReasons: 'Say what the plan covers.' })
      .where(eq(templateVersions.templateId, ids.templateId))
    const saved = await saveStudioTemplate(db, { ...ids, content: content(), changelog: '' })
    expect(saved.version).toMatchObject({ status: 'draft', reviewReasons: 'Say what the plan covers.' })
  })

  it('opens version n+1 for a live template and leaves the live one on sale', async () => {
    const ids = await newTemplate()
    await saveStudioTemplate(db, { ...ids, content: content(), changelog: '' })
    await publish(ids.templateId, 1)
    const live = await getStudioTemplate(db, ids)
    expect(live.version).toMatchObject({ version: 1, status: 'published' })
    expect(live.content.name).toBe('Garden Planner')

    const saved = await saveStudioTemplate(db, {
      ...ids,
      content: content({ name: 'Garden Planner Plus' }),
      changelog: 'A bigger plan',
    })
    expect(saved.version).toMatchObject({ version: 2, status: 'draft', changelog: 'A bigger plan' })
    const [row] = await db.select().from(promptTemplates).where(eq(promptTemplates.id, ids.templateId))
    expect(row).toMatchObject({ name: 'Garden Planner', status: 'active', currentVersion: 1 })
    // The next save goes into version 2, not a third.
    await saveStudioTemplate(db, { ...ids, content: content({ name: 'Garden Planner Pro' }), changelog: 'x' })
    const versions = await db
      .select()
      .from(templateVersions)
      .where(eq(templateVersions.templateId, ids.templateId))
    expect(versions.map((v) => [v.version, v.status]).sort()).toEqual([
      [1, 'published'],
      [2, 'draft'],
    ])
  })

  it('opens one version when two tabs save a live template at once', async () => {
    const ids = await newTemplate()
    await saveStudioTemplate(db, { ...ids, content: content(), changelog: '' })
    await publish(ids.templateId, 1)
    const results = await Promise.allSettled(
      ['Tab A', 'Tab B', 'Tab C'].map((name) =>
        saveStudioTemplate(db, { ...ids, content: content({ name }), changelog: name }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])
    const versions = await db
      .select()
      .from(templateVersions)
      .where(eq(templateVersions.templateId, ids.templateId))
    expect(versions).toHaveLength(2)
    expect(versions.find((v) => v.version === 2)?.status).toBe('draft')
  })

  // Needs a second connection to hold the other writer's transaction open (PGlite has one).
  it.runIf(testDbKind() === 'postgres')(
    'a save racing another writer that opens version n+1 waits for it and saves into that version',
    async () => {
      const ids = await newTemplate()
      await saveStudioTemplate(db, { ...ids, content: content(), changelog: '' })
      await publish(ids.templateId, 1)
      let release!: () => void
      const gate = new Promise<void>((resolve) => (release = resolve))
      let opened!: () => void
      const isOpen = new Promise<void>((resolve) => (opened = resolve))
      // Another writer inserts version 2 without the template's row lock and holds its transaction open.
      const other = db.transaction(async (tx) => {
        await tx.insert(templateVersions).values({
          templateId: ids.templateId,
          version: 2,
          status: 'draft',
          content: storedContent(content({ name: 'Other writer' })),
        })
        opened()
        await gate
      })
      await isOpen
      const saving = saveStudioTemplate(db, {
        ...ids,
        content: content({ name: 'This tab' }),
        changelog: 'x',
      })
      // The save waits: the other insert holds a key-share lock on the template's row (its foreign key).
      await new Promise((resolve) => setTimeout(resolve, 300))
      release()
      await other
      const saved = await saving
      expect(saved.version).toMatchObject({ version: 2, status: 'draft' })
      expect(saved.content.name).toBe('This tab')
      const versions = await db
        .select()
        .from(templateVersions)
        .where(eq(templateVersions.templateId, ids.templateId))
      expect(versions).toHaveLength(2)
    },
  )

  it("answers another creator's template as not found, and changes nothing", async () => {
    const ids = await newTemplate()
    const other = await givenCreator(db)
    await expect(
      saveStudioTemplate(db, {
        creatorId: other.creatorId,
        templateId: ids.templateId,
        content: content(),
        changelog: '',
      }),
    ).rejects.toMatchObject({ code: 'not_found', status: 404 })
    await expect(
      getStudioTemplate(db, { creatorId: other.creatorId, templateId: ids.templateId }),
    ).rejects.toMatchObject({
      status: 404,
    })
    const [v] = await db
      .select()
      .from(templateVersions)
      .where(eq(templateVersions.templateId, ids.templateId))
    expect(v!.content.masterPrompt).toBe('')
  })
})
