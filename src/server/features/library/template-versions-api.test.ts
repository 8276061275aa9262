import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { userPromptCustomizations } from '../../db/schema/library.ts'
import { user as userTable } from '../../db/schema/auth.ts'
import {
  changelogV2,
  contentV1,
  contentV2,
  givenCreatorTemplate,
  masterPromptV1,
  masterPromptV2,
  publishVersion,
} from '../../testing/versions-test-kit.ts'

// Buyers keep the version they bought (issue 23, decision 0035): the purchase records it, the content route serves
// it, the library and GET /update say what a move would change (never the master prompt), POST /update moves.
describe('template versions for buyers', async () => {
  const app = await testApp({ seed: true })
  const { db, read } = app
  type Who = { headers: Record<string, string> }

  // Every answer of the library and update routes is checked for both master prompts.
  const noMasterPrompt = <R extends { data: unknown }>(res: R) => {
    const text = JSON.stringify(res.data)
    expect(text).not.toContain(masterPromptV1)
    expect(text).not.toContain(masterPromptV2)
    expect(text).not.toMatch(/masterPrompt/)
    return res
  }
  const library = async (who: Who) => noMasterPrompt(await read(app.as(who).library.$get()))
  const itemOf = async (who: Who, templateId: string) =>
    (await library(who)).data.items.find((i) => i.promptId === templateId)
  const content = (who: Who | null, id: string) =>
    read(app.as(who).templates[':id'].content.$get({ param: { id } }))
  const getUpdate = async (who: Who | null, id: string) =>
    noMasterPrompt(await read(app.as(who).templates[':id'].update.$get({ param: { id } })))
  const accept = async (who: Who | null, id: string) =>
    noMasterPrompt(await read(app.as(who).templates[':id'].update.$post({ param: { id } })))
  const buyWithCredits = (who: Who, promptId: string) =>
    read(app.as(who).functions['purchase-prompt'].$post({ json: { promptId, method: 'credits' } }))
  const buyDirect = async (who: Who, promptId: string) => {
    const started = await read(
      app.as(who).functions['purchase-prompt'].$post({ json: { promptId, method: 'direct' } }),
    )
    const sessionId = String((started.data as { checkout_url: string }).checkout_url)
      .split('/')
      .pop()!
    const paid = await read(app.as(who).payments.local[':sessionId'].pay.$post({ param: { sessionId } }))
    expect(paid.status).toBe(200)
  }
  const ownedVersion = async (userId: string, promptId: string) => {
    const [row] = await db
      .select({ v: promptPurchases.templateVersion })
      .from(promptPurchases)
      .where(
        and(
          eq(promptPurchases.userId, userId),
          eq(promptPurchases.promptId, promptId),
          eq(promptPurchases.status, 'completed'),
        ),
      )
    return row?.v
  }
  /** A creator template at v1, bought by one member with credits and one by direct payment, then v2 published. */
  const boughtThenUpdated = async () => {
    const { templateId } = await givenCreatorTemplate(db)
    const byCredits = await app.signedInUser({ credits: 20 })
    const byPayment = await app.signedInUser()
    expect((await buyWithCredits(byCredits, templateId)).status).toBe(200)
    await buyDirect(byPayment, templateId)
    await publishVersion(db, { templateId, content: contentV2(), changelog: changelogV2 })
    return { templateId, byCredits, byPayment }
  }

  describe('buying records the version on sale', () => {
    it('with credits and with a direct payment', async () => {
      const { templateId, byCredits, byPayment } = await boughtThenUpdated()
      expect(await ownedVersion(byCredits.id, templateId)).toBe(1)
      expect(await ownedVersion(byPayment.id, templateId)).toBe(1)
      // Bought after the update: the new version.
      const late = await app.signedInUser({ credits: 20 })
      await buyWithCredits(late, templateId)
      expect(await ownedVersion(late.id, templateId)).toBe(2)
      const lateDirect = await app.signedInUser()
      await buyDirect(lateDirect, templateId)
      expect(await ownedVersion(lateDirect.id, templateId)).toBe(2)
    })

    it("records nothing for the house's templates (edited in place)", async () => {
      const buyer = await app.signedInUser({ credits: 20 })
      await buyWithCredits(buyer, 'manifestation-mentor')
      await buyDirect(buyer, 'email-polisher')
      expect(await ownedVersion(buyer.id, 'manifestation-mentor')).toBeNull()
      expect(await ownedVersion(buyer.id, 'email-polisher')).toBeNull()
      expect((await itemOf(buyer, 'manifestation-mentor'))?.update).toBeNull()
      expect((await getUpdate(buyer, 'manifestation-mentor')).data).toEqual({ update: null })
      expect((await accept(buyer, 'manifestation-mentor')).error?.code).toBe('no_update')
      const house = await content(buyer, 'manifestation-mentor')
      expect(house.data.version).toBeNull()
    })
  })

  describe('the content an owner reads', () => {
    it('is the version they own, until they move; a later buyer and an admin read the live one', async () => {
      const { templateId, byCredits, byPayment } = await boughtThenUpdated()
      for (const owner of [byCredits, byPayment]) {
        const res = await content(owner, templateId)
        expect(res.status).toBe(200)
        expect(res.data.masterPrompt).toBe(masterPromptV1)
        expect(res.data.questions).toEqual(contentV1().questions)
        expect(res.data.description).toBe(contentV1().description)
        expect(res.data.version).toBe(1)
        expect(JSON.stringify(res.data)).not.toContain(masterPromptV2)
      }
      const late = await app.signedInUser({ credits: 20 })
      await buyWithCredits(late, templateId)
      const fresh = await content(late, templateId)
      expect(fresh.data).toMatchObject({ masterPrompt: masterPromptV2, version: 2 })
      expect(fresh.data.questions).toEqual(contentV2().questions)

      const admin = await app.signedInUser()
      await db.update(userTable).set({ role: 'admin' }).where(eq(userTable.id, admin.id))
      expect((await content(admin, templateId)).data).toMatchObject({
        masterPrompt: masterPromptV2,
        version: 2,
      })
    })

    it('stays readable to owners when the template leaves the store; others learn nothing', async () => {
      const { templateId, byCredits } = await boughtThenUpdated()
      await db.update(promptTemplates).set({ status: 'suspended' }).where(eq(promptTemplates.id, templateId))
      try {
        expect((await content(byCredits, templateId)).data.masterPrompt).toBe(masterPromptV1)
        expect((await getUpdate(byCredits, templateId)).data.update?.toVersion).toBe(2)
        const stranger = await app.signedInUser()
        expect((await content(stranger, templateId)).status).toBe(404)
        expect((await getUpdate(stranger, templateId)).status).toBe(404)
        expect((await accept(stranger, templateId)).status).toBe(404)
      } finally {
        await db.update(promptTemplates).set({ status: 'active' }).where(eq(promptTemplates.id, templateId))
      }
    })
  })

  describe('Update available', () => {
    it("marks the library item of an owner on an older version, and nobody else's", async () => {
      const { templateId, byCredits } = await boughtThenUpdated()
      const item = await itemOf(byCredits, templateId)
      expect(item?.update).toEqual({ fromVersion: 1, toVersion: 2, changelog: changelogV2 })
      // The card shows the version they hold.
      expect(item?.template).toMatchObject({ description: contentV1().description, questionCount: 2 })
      const late = await app.signedInUser({ credits: 20 })
      await buyWithCredits(late, templateId)
      const current = await itemOf(late, templateId)
      expect(current?.update).toBeNull()
      expect(current?.template).toMatchObject({ description: contentV2().description, questionCount: 3 })
    })

    it('gives the changelog and a word diff of the questions, never a master prompt', async () => {
      const { templateId, byCredits } = await boughtThenUpdated()
      const res = await getUpdate(byCredits, templateId)
      expect(res.status).toBe(200)
      const update = res.data.update!
      expect(update).toMatchObject({
        fromVersion: 1,
        toVersion: 2,
        changelog: changelogV2,
        changelogs: [{ version: 2, changelog: changelogV2 }],
      })
      expect(update.questions.unchanged).toBe(0)
      expect(update.questions.changes.map((c) => [c.id, c.kind])).toEqual([
        ['income', 'changed'],
        ['goals', 'changed'],
        ['deadline', 'added'],
      ])
      const income = update.questions.changes[0]!
      expect(income.fields.find((f) => f.field === 'question')?.segments).toEqual([
        { type: 'same', text: 'What is your ' },
        { type: 'removed', text: 'weekly' },
        { type: 'added', text: 'monthly' },
        { type: 'same', text: ' income' },
        { type: 'added', text: ' after tax' },
        { type: 'same', text: '?' },
      ])
    })

    it('joins the changelogs of every version between, in order', async () => {
      const { templateId, byCredits } = await boughtThenUpdated()
      await publishVersion(db, {
        templateId,
        content: contentV2({ masterPrompt: `${masterPromptV2} (v3)` }),
        changelog: 'Clearer wording.',
      })
      const item = await itemOf(byCredits, templateId)
      expect(item?.update).toEqual({
        fromVersion: 1,
        toVersion: 3,
        changelog: `Version 2: ${changelogV2}\n\nVersion 3: Clearer wording.`,
      })
      const res = await getUpdate(byCredits, templateId)
      expect(res.data.update?.changelogs.map((c) => c.version)).toEqual([2, 3])
      expect(JSON.stringify(res.data)).not.toContain('(v3)')
    })
  })

  describe('accepting the update', () => {
    it('moves the owner to the version on sale once; a repeat changes nothing', async () => {
      const { templateId, byCredits } = await boughtThenUpdated()
      const moved = await accept(byCredits, templateId)
      expect(moved.status).toBe(200)
      expect(moved.data).toEqual({ version: 2 })
      expect(await ownedVersion(byCredits.id, templateId)).toBe(2)
      expect((await content(byCredits, templateId)).data).toMatchObject({
        masterPrompt: masterPromptV2,
        version: 2,
      })
      expect((await itemOf(byCredits, templateId))?.update).toBeNull()
      expect((await getUpdate(byCredits, templateId)).data).toEqual({ update: null })
      const again = await accept(byCredits, templateId)
      expect(again.status).toBe(409)
      expect(again.error?.code).toBe('no_update')
      expect(await ownedVersion(byCredits.id, templateId)).toBe(2)
    })

    it('when two accepts race, one moves and the other is told there is nothing left', async () => {
      const { templateId, byCredits } = await boughtThenUpdated()
      const results = await Promise.all([accept(byCredits, templateId), accept(byCredits, templateId)])
      expect(results.map((r) => r.status).sort()).toEqual([200, 409])
      expect(await ownedVersion(byCredits.id, templateId)).toBe(2)
    })

    it('leaves saved customisations as they were (they hold the prompt they generated)', async () => {
      const { templateId, byCredits } = await boughtThenUpdated()
      const saved = {
        userId: byCredits.id,
        promptId: templateId,
        title: 'My weekly budget',
        customizationData: { baseCustomization: {}, promptAnswers: { income: '1200' } },
        generatedPrompt: 'A prompt made from version 1',
      }
      await db.insert(userPromptCustomizations).values(saved)
      await accept(byCredits, templateId)
      const [row] = await db
        .select()
        .from(userPromptCustomizations)
        .where(eq(userPromptCustomizations.userId, byCredits.id))
      expect(row).toMatchObject({ generatedPrompt: saved.generatedPrompt, title: saved.title })
    })

    it('refuses visitors (401) and members who do not own the template (403), changing nothing', async () => {
      const { templateId, byCredits } = await boughtThenUpdated()
      expect((await getUpdate(null, templateId)).status).toBe(401)
      expect((await accept(null, templateId)).status).toBe(401)
      const stranger = await app.signedInUser()
      const seen = await getUpdate(stranger, templateId)
      expect(seen.status).toBe(403)
      expect(seen.error?.code).toBe('not_owned')
      expect((await accept(stranger, templateId)).status).toBe(403)
      expect((await accept(stranger, 'no-such-template')).status).toBe(404)
      expect((await getUpdate(stranger, 'no-such-template')).status).toBe(404)
      expect(await ownedVersion(byCredits.id, templateId)).toBe(1)
    })
  })
})
