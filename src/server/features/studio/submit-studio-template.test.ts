import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { freshDb } from '../../testing/fresh-db.ts'
import { givenCreator, studioContent } from '../../testing/studio-test-kit.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { templateVersions } from '../../db/schema/template-versions.ts'
import { templateDraftInput } from '../../../shared/admin/template-input.ts'
import { createStudioTemplate } from './create-studio-template.ts'
import { saveStudioTemplate } from './save-studio-template.ts'
import { submitStudioTemplate } from './submit-studio-template.ts'

describe('submitStudioTemplate', async () => {
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

  it('refuses an incomplete draft with a clear 422 and leaves it a draft', async () => {
    const ids = await newTemplate()
    await expect(submitStudioTemplate(db, ids)).rejects.toMatchObject({
      code: 'template_incomplete',
      status: 422,
      message: 'Before submitting: Description is required',
    })
    await saveStudioTemplate(db, { ...ids, content: content({ questions: [] }), changelog: '' })
    await expect(submitStudioTemplate(db, ids)).rejects.toMatchObject({
      message: 'Before submitting: add at least one question',
    })
    const [v] = await db
      .select()
      .from(templateVersions)
      .where(eq(templateVersions.templateId, ids.templateId))
    expect(v).toMatchObject({ status: 'draft', submittedAt: null })
  })

  it('sends a complete draft to review with its date, once', async () => {
    const ids = await newTemplate()
    await saveStudioTemplate(db, { ...ids, content: content(), changelog: '' })
    const t = await submitStudioTemplate(db, ids)
    expect(t.version.status).toBe('in_review')
    expect(t.version.submittedAt).not.toBeNull()
    expect(t.editable).toBe(false)
    await expect(submitStudioTemplate(db, ids)).rejects.toMatchObject({
      code: 'version_in_review',
      status: 409,
    })
  })

  it('resubmits a rejected version and clears the old reasons', async () => {
    const ids = await newTemplate()
    await saveStudioTemplate(db, { ...ids, content: content(), changelog: '' })
    await db
      .update(templateVersions)
      .set({ status: 'rejected', reviewReasons: 'Too short' })
      .where(eq(templateVersions.templateId, ids.templateId))
    const t = await submitStudioTemplate(db, ids)
    expect(t.version).toMatchObject({ status: 'in_review', reviewReasons: null })
  })

  it('asks for a changelog when an update of a live template is submitted', async () => {
    const ids = await newTemplate()
    await saveStudioTemplate(db, { ...ids, content: content(), changelog: '' })
    await db
      .update(templateVersions)
      .set({ status: 'published' })
      .where(eq(templateVersions.templateId, ids.templateId))
    await db
      .update(promptTemplates)
      .set({ status: 'active', currentVersion: 1 })
      .where(eq(promptTemplates.id, ids.templateId))
    await expect(submitStudioTemplate(db, ids)).rejects.toMatchObject({
      code: 'nothing_to_submit',
      status: 409,
    })
    await saveStudioTemplate(db, { ...ids, content: content({ name: 'Garden Planner 2' }), changelog: '' })
    await expect(submitStudioTemplate(db, ids)).rejects.toMatchObject({
      code: 'changelog_required',
      status: 422,
    })
    const t = await submitStudioTemplate(db, { ...ids, changelog: 'Adds a watering plan' })
    expect(t.version).toMatchObject({ version: 2, status: 'in_review', changelog: 'Adds a watering plan' })
  })
})
