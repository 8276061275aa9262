import { describe, expect, it } from 'vitest'
import { freshDb } from '../../testing/fresh-db.ts'
import { givenUser } from '../../testing/given.ts'
import { memoryMailer } from '../../testing/test-app.ts'
import { seedCatalogue } from '../../db/seed/seed-catalogue.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { customizationShares } from '../../db/schema/shares.ts'
import { createCustomization } from '../customizations/public.ts'
import { shareByEmail } from './share-by-email.ts'

describe('shareByEmail', async () => {
  const { db } = await freshDb()
  await seedCatalogue(db)
  const env = { APP_URL: 'http://localhost:3000' } as Parameters<typeof shareByEmail>[0]['env']
  const owner = { ...(await givenUser(db, { name: 'Olive Owner' })), name: 'Olive Owner' }
  await db
    .insert(promptPurchases)
    .values({ userId: owner.id, promptId: 'japan-planner', purchaseMethod: 'credits', status: 'completed' })
  const newCustomization = async () =>
    (
      await createCustomization(db, {
        userId: owner.id,
        promptId: 'japan-planner',
        content: {
          customizationData: { baseCustomization: {}, promptAnswers: {} },
          generatedPrompt: 'Act as my coach.',
          title: 'Spring in Japan',
          summary: 'Two weeks',
        },
      })
    ).id
  const stranger = () =>
    `friend-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

  it('stores the share, then e-mails the recipient once', async () => {
    const mail = memoryMailer()
    const customizationId = await newCustomization()
    const email = stranger()
    const first = await shareByEmail({ db, mail, env }, { owner, customizationId, email })
    expect(first).toMatchObject({ created: true, share: { email } })
    expect(mail.sent.map((m) => m.to)).toEqual([email])
    expect(mail.sent[0]!.text).toContain('Olive Owner')
    // Sharing again with the same address: the same share, no second e-mail.
    const again = await shareByEmail({ db, mail, env }, { owner, customizationId, email })
    expect(again).toEqual({ created: false, share: first.share })
    expect(mail.sent).toHaveLength(1)
  })

  it('keeps the share when the e-mail cannot be sent', async () => {
    const failing = { mode: 'failing', send: () => Promise.reject(new Error('smtp down')) }
    const customizationId = await newCustomization()
    const result = await shareByEmail(
      { db, mail: failing, env },
      { owner, customizationId, email: stranger() },
    )
    expect(result.created).toBe(true)
    const rows = await db.select().from(customizationShares)
    expect(rows.some((r) => r.id === result.share.id)).toBe(true)
  })
})
