import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testApp } from '../../testing/test-app.ts'
import type { Mail } from '../mail/public.ts'
import { parseEnv } from '../../env.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { customizationShares, shareLinks } from '../../db/schema/shares.ts'
import { listSharedWithMe } from './list-shared-with-me.ts'
import { shareThrottle } from '../../../shared/shares/share-input.ts'

type Member = { id: string; email: string; headers: Record<string, string> }

const customization = {
  promptId: 'japan-planner',
  customizationData: {
    baseCustomization: {
      toneOfVoice: 'friendly',
      aiRole: 'coach',
      outputFormat: 'stepbystep',
      culturalContext: 'au',
    },
    promptAnswers: { budget: '3000' },
  },
  generatedPrompt: 'Act as my friendly coach.\n\nMY PERSONALIZED INFORMATION:\n\n**Budget**: 3000',
  title: 'Spring in Japan',
  summary: 'Two weeks, cherry blossoms',
}

async function setup() {
  const app = await testApp({ seed: true })
  const { json, db } = app
  const owner = await app.signedInUser({ name: 'Olive Owner' })
  const recipient = await app.signedInUser({ name: 'Rae Recipient' })
  const stranger = await app.signedInUser({ name: 'Sid Stranger' })
  await db
    .insert(promptPurchases)
    .values({ userId: owner.id, promptId: 'japan-planner', purchaseMethod: 'credits', status: 'completed' })
  const as = (u: Member | null, init: RequestInit & { json?: unknown } = {}) => ({
    ...init,
    headers: u?.headers ?? {},
  })
  const createCustomization = async (u: Member, over: Record<string, unknown> = {}) => {
    const res = await json(
      '/api/customizations',
      as(u, { method: 'POST', json: { ...customization, ...over } }),
    )
    expect(res.status).toBe(201)
    return res.data.customization.id as string
  }
  const [template] = await db
    .select({ masterPrompt: promptTemplates.masterPrompt })
    .from(promptTemplates)
    .where(eq(promptTemplates.id, 'japan-planner'))
  return { ...app, owner, recipient, stranger, as, createCustomization, masterPrompt: template.masterPrompt }
}

const shareMailsTo = (sent: Mail[], to: string) =>
  sent.filter((m) => m.to === to && m.subject.includes('shared a prompt with you'))

const fakeId = '00000000-0000-4000-8000-000000000000'
const fakeToken = () => randomBytes(32).toString('base64url')

describe('sharing a customisation with a member', async () => {
  const t = await setup()
  const { json, as, owner, recipient, stranger, mail } = t
  const sharesMailedTo = (to: string) => shareMailsTo(mail.sent, to)
  const id = await t.createCustomization(owner)
  let shareId = ''

  it('refuses anonymous callers on every route', async () => {
    for (const [method, path] of [
      ['GET', `/api/customizations/${id}/shares`],
      ['POST', `/api/customizations/${id}/shares`],
      ['DELETE', `/api/shares/${fakeId}`],
      ['GET', '/api/shares/with-me'],
      ['GET', `/api/shares/with-me/${fakeId}`],
      ['POST', `/api/shares/with-me/${fakeId}/copy`],
      ['POST', `/api/customizations/${id}/share-links`],
      ['DELETE', `/api/share-links/${fakeId}`],
      ['GET', `/api/shared/${fakeToken()}`],
    ]) {
      const res = await json(path, {
        method,
        json: method === 'POST' ? { email: recipient.email } : undefined,
      })
      expect(res.status, `${method} ${path}`).toBe(401)
      expect(res.data.error.code).toBe('unauthorized')
    }
  })

  it('lets the owner share by e-mail and e-mails the recipient after saving', async () => {
    const res = await json(
      `/api/customizations/${id}/shares`,
      as(owner, { method: 'POST', json: { email: `  ${recipient.email.toUpperCase()} ` } }),
    )
    expect(res.status).toBe(201)
    expect(res.data).toMatchObject({ created: true, share: { email: recipient.email } })
    shareId = res.data.share.id
    const sent = sharesMailedTo(recipient.email)
    expect(sent).toHaveLength(1)
    expect(sent[0].subject).toBe('Olive Owner shared a prompt with you: Spring in Japan')
    expect(sent[0].text).toContain("'Shared with me'")
    expect(sent[0].text).toContain('http://localhost:3000/dashboard')
    expect(sent[0].text).not.toContain(customization.generatedPrompt)
  })

  it('keeps one share per address: sharing again answers the same share and sends no second e-mail', async () => {
    const again = await json(
      `/api/customizations/${id}/shares`,
      as(owner, { method: 'POST', json: { email: recipient.email } }),
    )
    expect(again.status).toBe(200)
    expect(again.data).toEqual({ created: false, share: expect.objectContaining({ id: shareId }) })
    expect(sharesMailedTo(recipient.email)).toHaveLength(1)
  })

  it('shows the owner who has access', async () => {
    const res = await json(`/api/customizations/${id}/shares`, as(owner))
    expect(res.status).toBe(200)
    expect(res.data.shares).toEqual([{ id: shareId, email: recipient.email, sharedAt: expect.any(String) }])
    expect(res.data.links).toEqual([])
  })

  it("shows the recipient the generated text under 'Shared with me', and nothing of the template", async () => {
    const list = await json('/api/shares/with-me', as(recipient))
    expect(list.status).toBe(200)
    expect(list.data.items).toEqual([
      {
        shareId,
        sharedAt: expect.any(String),
        title: 'Spring in Japan',
        summary: 'Two weeks, cherry blossoms',
        generatedPrompt: customization.generatedPrompt,
        promptName: 'Japan Planner',
        ownerName: 'Olive Owner',
        updatedAt: expect.any(String),
      },
    ])
    const one = await json(`/api/shares/with-me/${shareId}`, as(recipient))
    expect(one.data.shared).toEqual(list.data.items[0])
    for (const body of [list.data, one.data]) {
      expect(JSON.stringify(body)).not.toContain(t.masterPrompt.slice(0, 60))
      expect(JSON.stringify(body)).not.toContain('promptAnswers')
    }
  })

  it('never grants the template, nor the owner’s customisation itself', async () => {
    const content = await json('/api/templates/japan-planner/content', as(recipient))
    expect(content.status).toBe(403)
    expect((await json(`/api/customizations/${id}`, as(recipient))).status).toBe(404)
    expect((await json(`/api/customizations/${id}/versions`, as(recipient))).status).toBe(404)
    const edit = await json(
      `/api/customizations/${id}`,
      as(recipient, { method: 'PUT', json: { ...customization, promptId: undefined, title: 'Mine' } }),
    )
    expect(edit.status).toBe(404)
  })

  it('lets nobody but the owner share, list access or revoke', async () => {
    for (const u of [recipient, stranger]) {
      const share = await json(
        `/api/customizations/${id}/shares`,
        as(u, { method: 'POST', json: { email: 'someone@example.com' } }),
      )
      expect(share.status).toBe(404)
      expect(share.data.error).toEqual({ code: 'not_found', message: 'Customization not found' })
      expect((await json(`/api/customizations/${id}/shares`, as(u))).status).toBe(404)
      expect((await json(`/api/shares/${shareId}`, as(u, { method: 'DELETE' }))).status).toBe(404)
      const link = await json(`/api/customizations/${id}/share-links`, as(u, { method: 'POST', json: {} }))
      expect(link.status).toBe(404)
    }
    expect(mail.sent.some((m) => m.to === 'someone@example.com')).toBe(false)
  })

  it("shows a third party nothing of someone else's share", async () => {
    expect((await json('/api/shares/with-me', as(stranger))).data.items).toEqual([])
    const one = await json(`/api/shares/with-me/${shareId}`, as(stranger))
    expect(one.status).toBe(404)
    expect(one.data.error).toEqual({ code: 'not_found', message: 'Share not found' })
    expect((await json(`/api/shares/with-me/${shareId}/copy`, as(stranger, { method: 'POST' }))).status).toBe(
      404,
    )
    expect((await json('/api/customizations', as(stranger))).data.items).toEqual([])
  })

  it('refuses sharing with yourself and a malformed address', async () => {
    const self = await json(
      `/api/customizations/${id}/shares`,
      as(owner, { method: 'POST', json: { email: owner.email } }),
    )
    expect(self.status).toBe(422)
    expect(self.data.error.code).toBe('share_to_self')
    for (const bad of [{ email: 'not-an-address' }, {}, { email: 5 }, [], 'x']) {
      const res = await json(`/api/customizations/${id}/shares`, as(owner, { method: 'POST', json: bad }))
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(res.data.error.code).toBe('validation_failed')
    }
    const badJson = await t.app.request(`/api/customizations/${id}/shares`, {
      method: 'POST',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect(badJson.status).toBe(400)
    expect((await json(`/api/customizations/not-a-uuid/shares`, as(owner))).status).toBe(404)
    expect((await json(`/api/shares/with-me/not-a-uuid`, as(recipient))).status).toBe(404)
    expect((await json(`/api/shares/not-a-uuid`, as(owner, { method: 'DELETE' }))).status).toBe(404)
  })

  it('follows the owner’s edits: the recipient sees the current version', async () => {
    const edited = await json(
      `/api/customizations/${id}`,
      as(owner, {
        method: 'PUT',
        json: { ...customization, promptId: undefined, title: 'Autumn in Japan', generatedPrompt: 'v2 text' },
      }),
    )
    expect(edited.status).toBe(200)
    const one = await json(`/api/shares/with-me/${shareId}`, as(recipient))
    expect(one.data.shared).toMatchObject({ title: 'Autumn in Japan', generatedPrompt: 'v2 text' })
  })

  let copyId = ''
  it('saves a copy into the recipient’s own customisations, still without the template', async () => {
    const res = await json(`/api/shares/with-me/${shareId}/copy`, as(recipient, { method: 'POST' }))
    expect(res.status).toBe(201)
    expect(res.data.customization).toMatchObject({
      promptId: 'japan-planner',
      promptName: 'Japan Planner',
      title: 'Autumn in Japan',
      generatedPrompt: 'v2 text',
      summary: 'Two weeks, cherry blossoms',
      version: 1,
    })
    copyId = res.data.customization.id
    expect(copyId).not.toBe(id)
    const mine = await json('/api/customizations', as(recipient))
    expect(mine.data.items.map((c: { id: string }) => c.id)).toEqual([copyId])
    // The copy is read-only in the app: editing needs the prompt's questions, which stay the owner's.
    expect(mine.data.items[0].canEdit).toBe(false)
    expect((await json('/api/customizations', as(owner))).data.items[0]).toMatchObject({ id, canEdit: true })
    expect((await json(`/api/customizations/${copyId}`, as(owner))).status).toBe(404)
    expect((await json('/api/templates/japan-planner/content', as(recipient))).status).toBe(403)
    const renamed = await json(
      `/api/customizations/${copyId}`,
      as(recipient, { method: 'PUT', json: { ...customization, promptId: undefined, title: 'My copy' } }),
    )
    expect(renamed.status).toBe(200)
    expect((await json(`/api/customizations/${id}`, as(owner))).data.customization.title).toBe(
      'Autumn in Japan',
    )
  })

  it('revokes at once: the very next request of the recipient finds nothing', async () => {
    const revoked = await json(`/api/shares/${shareId}`, as(owner, { method: 'DELETE' }))
    expect(revoked.status).toBe(200)
    expect((await json('/api/shares/with-me', as(recipient))).data.items).toEqual([])
    expect((await json(`/api/shares/with-me/${shareId}`, as(recipient))).status).toBe(404)
    expect(
      (await json(`/api/shares/with-me/${shareId}/copy`, as(recipient, { method: 'POST' }))).status,
    ).toBe(404)
    expect((await json(`/api/customizations/${id}/shares`, as(owner))).data.shares).toEqual([])
    expect((await json(`/api/shares/${shareId}`, as(owner, { method: 'DELETE' }))).status).toBe(404)
    // The copy they saved is theirs.
    expect((await json(`/api/customizations/${copyId}`, as(recipient))).status).toBe(200)
  })

  it('can share again after a revoke, with a fresh e-mail', async () => {
    const res = await json(
      `/api/customizations/${id}/shares`,
      as(owner, { method: 'POST', json: { email: recipient.email } }),
    )
    expect(res.status).toBe(201)
    expect(res.data.share.id).not.toBe(shareId)
    expect(sharesMailedTo(recipient.email)).toHaveLength(2)
    expect((await json('/api/shares/with-me', as(recipient))).data.items).toHaveLength(1)
  })

  it('removes the shares when the owner deletes the customisation', async () => {
    const other = await t.createCustomization(owner, { title: 'To delete' })
    await json(
      `/api/customizations/${other}/shares`,
      as(owner, { method: 'POST', json: { email: stranger.email } }),
    )
    expect((await json('/api/shares/with-me', as(stranger))).data.items).toHaveLength(1)
    expect((await json(`/api/customizations/${other}`, as(owner, { method: 'DELETE' }))).status).toBe(200)
    expect((await json('/api/shares/with-me', as(stranger))).data.items).toEqual([])
  })
})

describe('a share to an address with no account', async () => {
  const t = await setup()
  const { json, as, owner, db, mail } = t
  const sharesMailedTo = (to: string) => shareMailsTo(mail.sent, to)
  const id = await t.createCustomization(owner)
  const address = `later-${Date.now()}@example.com`

  it('waits, e-mails a sign-up invitation, and appears once that address signs up and is confirmed', async () => {
    const res = await json(
      `/api/customizations/${id}/shares`,
      as(owner, { method: 'POST', json: { email: address.replace('later', 'Later') } }),
    )
    expect(res.status).toBe(201)
    expect(res.data.share.email).toBe(address)
    const invite = sharesMailedTo(address)[0]
    expect(invite.text).toContain('http://localhost:3000/signup')
    // Someone holding the address but not (yet) confirmed sees nothing.
    expect(await listSharedWithMe(db, { me: { id: 'x', email: address, emailVerified: false } })).toEqual([])

    const newcomer = await t.signedInUser({ email: address })
    const list = await json('/api/shares/with-me', as(newcomer))
    expect(list.data.items).toHaveLength(1)
    expect(list.data.items[0]).toMatchObject({ title: 'Spring in Japan', ownerName: 'Olive Owner' })
  })

  it('does not tell the owner whether the address has an account', async () => {
    const member = await json(
      `/api/customizations/${id}/shares`,
      as(owner, { method: 'POST', json: { email: t.stranger.email } }),
    )
    const nobody = await json(
      `/api/customizations/${id}/shares`,
      as(owner, { method: 'POST', json: { email: `nobody-${Date.now()}@example.com` } }),
    )
    expect(Object.keys(member.data.share).sort()).toEqual(Object.keys(nobody.data.share).sort())
    expect(member.status).toBe(nobody.status)
  })

  it('keeps one live share when the same address is shared with many times at once', async () => {
    const racer = `racer-${Date.now()}@example.com`
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        json(`/api/customizations/${id}/shares`, as(owner, { method: 'POST', json: { email: racer } })),
      ),
    )
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true)
    expect(new Set(results.map((r) => r.data.share.id)).size).toBe(1)
    expect(await db.$count(customizationShares, eq(customizationShares.recipientEmail, racer))).toBe(1)
    expect(sharesMailedTo(racer)).toHaveLength(1)
  })
})

describe('share links', async () => {
  const t = await setup()
  const { json, as, owner, recipient, stranger, db } = t
  const id = await t.createCustomization(owner)
  let url = ''
  let linkId = ''
  const tokenOf = (u: string) => u.split('/shared/')[1]

  it('gives the owner a link with a 256-bit token, shown once; only its SHA-256 is stored', async () => {
    const res = await json(`/api/customizations/${id}/share-links`, as(owner, { method: 'POST', json: {} }))
    expect(res.status).toBe(201)
    expect(res.data.link).toMatchObject({ expiresAt: null, status: 'active' })
    url = res.data.link.url
    linkId = res.data.link.id
    expect(url).toMatch(/^http:\/\/localhost:3000\/shared\/[A-Za-z0-9_-]{43}$/)
    const rows = await db.select().from(shareLinks)
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(tokenOf(url))
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/)
    const listed = await json(`/api/customizations/${id}/shares`, as(owner))
    expect(listed.data.links).toEqual([
      { id: linkId, createdAt: expect.any(String), expiresAt: null, status: 'active' },
    ])
    expect(JSON.stringify(listed.data)).not.toContain(tokenOf(url))
  })

  it('makes a new, unrelated token every time', async () => {
    const tokens = new Set([tokenOf(url)])
    for (let i = 0; i < 5; i++) {
      const res = await json(`/api/customizations/${id}/share-links`, as(owner, { method: 'POST', json: {} }))
      tokens.add(tokenOf(res.data.link.url))
      await json(`/api/share-links/${res.data.link.id}`, as(owner, { method: 'DELETE' }))
    }
    expect(tokens.size).toBe(6)
  })

  it('shows the title, summary and generated prompt to any signed-in member, and nothing more', async () => {
    for (const u of [stranger, recipient, owner]) {
      const res = await json(`/api/shared/${tokenOf(url)}`, as(u))
      expect(res.status).toBe(200)
      expect(res.data.shared).toEqual({
        title: 'Spring in Japan',
        summary: 'Two weeks, cherry blossoms',
        generatedPrompt: customization.generatedPrompt,
        promptName: 'Japan Planner',
        ownerName: 'Olive Owner',
        updatedAt: expect.any(String),
      })
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
    expect((await json(`/api/shared/${tokenOf(url)}`)).status).toBe(401)
    // The link shows text; it does not give the template.
    expect((await json('/api/templates/japan-planner/content', as(stranger))).status).toBe(403)
  })

  it('cannot be guessed or walked: unknown, altered, malformed tokens and link ids are all the same 404', async () => {
    const token = tokenOf(url)
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    const answers = []
    for (const guess of [
      fakeToken(),
      altered,
      token.slice(0, 20),
      `${token}x`,
      linkId,
      'a'.repeat(300),
      '%00',
    ]) {
      const res = await json(`/api/shared/${encodeURIComponent(guess)}`, as(stranger))
      answers.push({ status: res.status, body: res.data })
    }
    for (const a of answers)
      expect(a).toEqual({
        status: 404,
        body: {
          error: {
            code: 'not_found',
            message: 'This share link does not exist. Check that you copied the whole address.',
          },
        },
      })
  })

  it('lets only the owner revoke, and then says so at once', async () => {
    expect((await json(`/api/share-links/${linkId}`, as(stranger, { method: 'DELETE' }))).status).toBe(404)
    expect((await json(`/api/shared/${tokenOf(url)}`, as(stranger))).status).toBe(200)
    expect((await json(`/api/share-links/${linkId}`, as(owner, { method: 'DELETE' }))).status).toBe(200)
    const after = await json(`/api/shared/${tokenOf(url)}`, as(stranger))
    expect(after.status).toBe(404)
    expect(after.data.error).toEqual({
      code: 'share_link_revoked',
      message: 'This share link has been revoked by its owner.',
    })
    expect((await json(`/api/customizations/${id}/shares`, as(owner))).data.links).toEqual([])
    expect((await json(`/api/share-links/${linkId}`, as(owner, { method: 'DELETE' }))).status).toBe(404)
  })

  it('expires after the chosen number of days', async () => {
    const res = await json(
      `/api/customizations/${id}/share-links`,
      as(owner, { method: 'POST', json: { expiresInDays: 7 } }),
    )
    expect(res.status).toBe(201)
    const days = (Date.parse(res.data.link.expiresAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)
    const token = tokenOf(res.data.link.url)
    expect((await json(`/api/shared/${token}`, as(stranger))).status).toBe(200)
    await db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, res.data.link.id))
    const expired = await json(`/api/shared/${token}`, as(stranger))
    expect(expired.status).toBe(404)
    expect(expired.data.error.code).toBe('share_link_expired')
    const listed = await json(`/api/customizations/${id}/shares`, as(owner))
    expect(listed.data.links[0]).toMatchObject({ id: res.data.link.id, status: 'expired' })
  })

  it('refuses expiries other than 1, 7 or 30 days', async () => {
    for (const expiresInDays of [0, 5, -1, 'soon', 1.5]) {
      const res = await json(
        `/api/customizations/${id}/share-links`,
        as(owner, { method: 'POST', json: { expiresInDays } }),
      )
      expect(res.status, String(expiresInDays)).toBe(400)
    }
  })

  it('stops working when the customisation is deleted', async () => {
    const other = await t.createCustomization(owner, { title: 'Short-lived' })
    const res = await json(
      `/api/customizations/${other}/share-links`,
      as(owner, { method: 'POST', json: {} }),
    )
    const token = tokenOf(res.data.link.url)
    expect((await json(`/api/shared/${token}`, as(stranger))).status).toBe(200)
    await json(`/api/customizations/${other}`, as(owner, { method: 'DELETE' }))
    const gone = await json(`/api/shared/${token}`, as(stranger))
    expect(gone.status).toBe(404)
    expect(gone.data.error.code).toBe('not_found')
  })
})

describe('share throttle', async () => {
  const t = await setup()
  const { json, as, owner, mail } = t
  const id = await t.createCustomization(owner)

  it(`allows ${shareThrottle.perOwner} shares and links per hour, then answers 429`, async () => {
    for (let i = 0; i < shareThrottle.perOwner; i++) {
      const res =
        i % 2
          ? await json(`/api/customizations/${id}/share-links`, as(owner, { method: 'POST', json: {} }))
          : await json(
              `/api/customizations/${id}/shares`,
              as(owner, { method: 'POST', json: { email: `bulk${i}@example.com` } }),
            )
      expect(res.status, `#${i}`).toBe(201)
    }
    const sent = mail.sent.length
    const share = await json(
      `/api/customizations/${id}/shares`,
      as(owner, { method: 'POST', json: { email: 'one-more@example.com' } }),
    )
    expect(share.status).toBe(429)
    expect(share.data.error).toEqual({
      code: 'too_many_attempts',
      message: 'Too many attempts. Please try again later',
    })
    expect(mail.sent.length).toBe(sent)
    const link = await json(`/api/customizations/${id}/share-links`, as(owner, { method: 'POST', json: {} }))
    expect(link.status).toBe(429)
  })

  it('holds back only that owner', async () => {
    await t.db.insert(promptPurchases).values({
      userId: t.recipient.id,
      promptId: 'japan-planner',
      purchaseMethod: 'credits',
      status: 'completed',
    })
    const theirs = await t.createCustomization(t.recipient)
    const res = await json(
      `/api/customizations/${theirs}/share-links`,
      as(t.recipient, { method: 'POST', json: {} }),
    )
    expect(res.status).toBe(201)
  })
})

describe('AI apps configuration', async () => {
  it('serves the shipped list to anyone', async () => {
    const { json } = await testApp()
    const res = await json('/api/ai-apps')
    expect(res.status).toBe(200)
    expect(res.data.maxUrlLength).toBe(8000)
    expect(res.data.apps.map((a: { id: string }) => a.id)).toEqual(['chatgpt', 'claude', 'perplexity'])
    expect(res.data.apps[0]).toEqual({
      id: 'chatgpt',
      name: 'ChatGPT',
      url: 'https://chatgpt.com/?q={prompt}',
      homeUrl: 'https://chatgpt.com/',
    })
  })

  it('takes AI_APPS and AI_APP_URL_MAX_LENGTH from the environment', async () => {
    const apps = [
      {
        id: 'lechat',
        name: 'Le Chat',
        url: 'https://chat.mistral.ai/chat?q={prompt}',
        homeUrl: 'https://chat.mistral.ai/chat',
      },
    ]
    const { json } = await testApp({ env: { AI_APPS: JSON.stringify(apps), AI_APP_URL_MAX_LENGTH: '2000' } })
    expect((await json('/api/ai-apps')).data).toEqual({ maxUrlLength: 2000, apps })
  })

  it('stops start-up naming the variable when the configuration is bad', () => {
    expect(() => parseEnv({ AI_APPS: '[{"id":"x"}]' })).toThrow(/AI_APPS/)
    expect(() => parseEnv({ AI_APP_URL_MAX_LENGTH: 'lots' })).toThrow(/AI_APP_URL_MAX_LENGTH/)
    expect(parseEnv({ AI_APPS: '', AI_APP_URL_MAX_LENGTH: '' }).AI_APPS).toBeUndefined()
  })
})
