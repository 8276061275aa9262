import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { RealtimeEvent } from '../realtime/public.ts'
import { sampleOutputs } from '../../db/schema/sample-outputs.ts'
import { adminTestApp, sampleTemplate } from '../../testing/admin-test-kit.ts'
import { attachSampleOutput } from './attach-sample-output.ts'

const answer = '## Your plan\n\n1. Pay the invoice reminder today.\n2. Follow up on Friday.'

describe('sample outputs', async () => {
  const t = await adminTestApp({ seed: true })
  const events: RealtimeEvent[] = []
  t.deps.events.subscribe((e) => events.push(e))
  const admin = t.as(t.admin)
  const publicSamples = async (idOrSlug: string) =>
    t.read(t.api.templates[':idOrSlug'].samples.$get({ param: { idOrSlug } }))
  const attach = (id: string, json: { modelName: string; producedOn: string; output: string }) =>
    t.read(admin.admin.templates[':id'].samples.$post({ param: { id }, json }))

  it('attaches a draft with the model and the date, which the public does not see until it is published', async () => {
    const made = await attach('email-polisher', {
      modelName: 'Claude Sonnet 4.5',
      producedOn: '2026-03-04',
      output: answer,
    })
    expect(made.status).toBe(201)
    const id = made.status === 201 ? made.data.id : ''
    expect((await publicSamples('email-polisher')).data).toEqual({ items: [] })

    const listed = await t.read(
      admin.admin.templates[':id'].samples.$get({ param: { id: 'email-polisher' } }),
    )
    expect(listed.status).toBe(200)
    if (listed.status !== 200) return
    expect(listed.data.items).toEqual([
      expect.objectContaining({
        id,
        modelName: 'Claude Sonnet 4.5',
        producedOn: '2026-03-04',
        status: 'draft',
        promptChanged: false,
      }),
    ])
    // The admin gets the sample persona's whole prompt to give the model (admins may read master prompts).
    expect(listed.data.samplePrompt).toContain('Rewrite the draft email below')

    const published = await t.read(
      admin.admin.samples[':id'].$patch({ param: { id }, json: { status: 'published' } }),
    )
    expect(published.status).toBe(200)
    expect(events).toContainEqual({ type: 'template-updated', templateId: 'email-polisher' })
    const shown = await publicSamples('email-polisher')
    expect(shown.data).toEqual({
      items: [
        {
          id,
          modelName: 'Claude Sonnet 4.5',
          producedOn: '2026-03-04',
          output: answer,
          publishedAt: expect.any(String),
        },
      ],
    })
    // By slug too, and the detail page's cache was cleared by the event.
    expect((await publicSamples('email-polisher')).data).toEqual(shown.data)

    await t.read(admin.admin.samples[':id'].$patch({ param: { id }, json: { status: 'draft' } }))
    expect((await publicSamples('email-polisher')).data).toEqual({ items: [] })
    const deleted = await t.read(admin.admin.samples[':id'].$delete({ param: { id } }))
    expect(deleted.status).toBe(200)
    expect(await t.db.select().from(sampleOutputs).where(eq(sampleOutputs.id, id))).toEqual([])

    const audit = await t.json('/api/admin/audit?target=email-polisher', { headers: t.admin.headers })
    expect(audit.data.items.map((a: { action: string }) => a.action)).toEqual([
      'sample-output.delete',
      'sample-output.unpublish',
      'sample-output.publish',
      'sample-output.attach',
    ])
    expect(audit.data.items[3]).toMatchObject({
      adminEmail: t.admin.email,
      details: { sampleId: id, modelName: 'Claude Sonnet 4.5', producedOn: '2026-03-04' },
    })
  })

  it('requires the model name, a real past date and the answer, with clear messages, and stores nothing else', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ producedOn: '2026-03-04', output: answer }, 'Enter the name of the AI model'],
      [{ modelName: '  ', producedOn: '2026-03-04', output: answer }, 'Enter the name of the AI model'],
      [{ modelName: 'GPT-5', output: answer }, 'Enter the date the model gave this answer'],
      [
        { modelName: 'GPT-5', producedOn: '04/03/2026', output: answer },
        'Enter the date the model gave this answer',
      ],
      [{ modelName: 'GPT-5', producedOn: '2026-02-30', output: answer }, 'Enter a real date'],
      [{ modelName: 'GPT-5', producedOn: '2999-01-01', output: answer }, 'The date cannot be in the future'],
      [
        { modelName: 'GPT-5', producedOn: '2026-03-04', output: 'short' },
        "Paste the model's whole answer (at least 20 characters)",
      ],
      [{ modelName: 'GPT-5', producedOn: '2026-03-04', output: 42 }, "Paste the model's answer"],
    ]
    for (const [json, message] of cases) {
      const res = await t.json('/api/admin/templates/email-polisher/samples', {
        method: 'POST',
        headers: t.admin.headers,
        json,
      })
      expect(res.status, message).toBe(400)
      expect(res.data.error.message, JSON.stringify(json)).toBe(message)
    }
    const missing = await attach('no-such-template', {
      modelName: 'GPT-5',
      producedOn: '2026-03-04',
      output: answer,
    })
    expect(missing.status).toBe(404)
    expect(
      (
        await t.json('/api/admin/samples/not-a-uuid', {
          method: 'PATCH',
          headers: t.admin.headers,
          json: { status: 'published' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await t.json('/api/admin/samples/00000000-0000-4000-8000-000000000000', {
          method: 'PATCH',
          headers: t.admin.headers,
          json: { status: 'published' },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await t.json('/api/admin/samples/00000000-0000-4000-8000-000000000000', {
          method: 'PATCH',
          headers: t.admin.headers,
          json: { status: 'live' },
        })
      ).status,
    ).toBe(400)
    expect(
      await t.db.select().from(sampleOutputs).where(eq(sampleOutputs.promptId, 'email-polisher')),
    ).toEqual([])
  })

  it('refuses members and visitors, and changes nothing for them', async () => {
    const { id } = await attachSampleOutput(t.db, {
      actorId: t.admin.id,
      templateId: 'japan-planner',
      values: { modelName: 'Gemini 2.5 Pro', producedOn: '2026-02-01', output: answer },
    })
    for (const who of [t.member, null]) {
      const status = who ? 403 : 401
      const as = t.as(who)
      expect(
        (await t.read(as.admin.templates[':id'].samples.$get({ param: { id: 'japan-planner' } }))).status,
      ).toBe(status)
      expect(
        (
          await t.read(
            as.admin.templates[':id'].samples.$post({
              param: { id: 'japan-planner' },
              json: { modelName: 'Fake', producedOn: '2026-01-01', output: answer },
            }),
          )
        ).status,
      ).toBe(status)
      expect(
        (await t.read(as.admin.samples[':id'].$patch({ param: { id }, json: { status: 'published' } })))
          .status,
      ).toBe(status)
      expect((await t.read(as.admin.samples[':id'].$delete({ param: { id } }))).status).toBe(status)
    }
    const rows = await t.db.select().from(sampleOutputs).where(eq(sampleOutputs.promptId, 'japan-planner'))
    expect(rows.map((r) => [r.id, r.status, r.modelName])).toEqual([[id, 'draft', 'Gemini 2.5 Pro']])
    expect((await publicSamples('japan-planner')).data).toEqual({ items: [] })
  })

  it('marks a sample whose template changed after the model answered, and hides samples of unlisted templates', async () => {
    const form = sampleTemplate()
    const created = await t.json('/api/admin/templates', {
      method: 'POST',
      headers: t.admin.headers,
      json: form,
    })
    const templateId = created.data.id as string
    const { id } = await attachSampleOutput(t.db, {
      actorId: 'model-run',
      templateId,
      values: { modelName: 'GPT-5', producedOn: '2026-02-01', output: answer },
    })
    await t.read(admin.admin.samples[':id'].$patch({ param: { id }, json: { status: 'published' } }))
    expect((await publicSamples(templateId)).data.items).toHaveLength(1)
    await t.json(`/api/admin/templates/${templateId}`, {
      method: 'PUT',
      headers: t.admin.headers,
      json: { ...form, masterPrompt: 'A different master prompt for the person described below.' },
    })
    const listed = await t.read(admin.admin.templates[':id'].samples.$get({ param: { id: templateId } }))
    expect(listed.status === 200 && listed.data.items[0]).toMatchObject({
      id,
      promptChanged: true,
      createdBy: 'model-run',
    })
    await t.json(`/api/admin/templates/${templateId}`, {
      method: 'PUT',
      headers: t.admin.headers,
      json: { ...form, status: 'archived' },
    })
    expect((await publicSamples(templateId)).status).toBe(404)
  })
})
