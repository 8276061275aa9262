import { describe, expect, it } from 'vitest'
import { adminTestApp, sampleTemplate } from '../../testing/admin-test-kit.ts'
import { readEvents } from '../../testing/read-events.ts'

describe('template edits reach open browsers', async () => {
  const t = await adminTestApp()

  it("sends template-updated over a member's SSE stream after an admin saves, and template-deleted on archive", async () => {
    const form = sampleTemplate({ status: 'active' })
    const created = await t.json('/api/admin/templates', {
      method: 'POST',
      headers: t.admin.headers,
      json: form,
    })
    const id = created.data.id as string

    const res = await t.app.request('/api/events', { headers: t.member.headers })
    expect(res.status).toBe(200)
    const templateEvents = (events: { event: string }[]) =>
      events.filter((e) => e.event.startsWith('template-'))
    const reading = readEvents(res.body!, (events) => templateEvents(events).length >= 2)
    await new Promise((r) => setTimeout(r, 50))

    const edited = {
      ...form,
      questions: [
        { ...form.questions[0]!, question: 'What is your weekly take-home pay?' },
        form.questions[1]!,
      ],
    }
    expect(
      (await t.json(`/api/admin/templates/${id}`, { method: 'PUT', headers: t.admin.headers, json: edited }))
        .status,
    ).toBe(200)
    await t.json(`/api/admin/templates/${id}`, {
      method: 'PUT',
      headers: t.admin.headers,
      json: { ...edited, status: 'archived' },
    })
    expect(templateEvents(await reading)).toEqual([
      { event: 'template-updated', data: { templateId: id } },
      { event: 'template-deleted', data: { templateId: id } },
    ])
  })
})
