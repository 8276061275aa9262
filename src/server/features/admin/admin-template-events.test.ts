import { describe, expect, it } from 'vitest'
import { adminTestApp, sampleTemplate } from './admin-test-kit.ts'

// Reads SSE frames until `enough` says so (or 5 s pass).
async function readEvents(
  body: ReadableStream<Uint8Array>,
  enough: (events: { event: string; data: unknown }[]) => boolean,
) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const events: { event: string; data: unknown }[] = []
  let buffer = ''
  const deadline = Date.now() + 5000
  while (!enough(events) && Date.now() < deadline) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    let cut
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, cut)
      buffer = buffer.slice(cut + 2)
      const data = frame.match(/^data: (.*)$/m)?.[1]
      events.push({
        event: frame.match(/^event: (.*)$/m)?.[1] ?? 'message',
        data: data ? JSON.parse(data) : null,
      })
    }
  }
  await reader.cancel()
  return events
}

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
