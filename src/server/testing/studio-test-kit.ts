// Helpers for the studio's tests: creators in every state, and a template's content as the editor sends it.
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/client.ts'
import { creators } from '../db/schema/creators.ts'
import { givenUser } from './given.ts'
import type { TemplateContentInput } from '../../shared/admin/template-input.ts'

export type CreatorStatus = 'pending' | 'approved' | 'declined' | 'suspended'

/** A creators row for a member (approved unless told), as the console's decision leaves it. */
export async function givenCreatorRow(db: Db, userId: string, status: CreatorStatus = 'approved') {
  const [row] = await db
    .insert(creators)
    .values({
      userId,
      displayName: 'Cora Creates',
      handle: `cora-${randomUUID().slice(0, 8)}`,
      country: 'AU',
      termsAcceptedAt: new Date(),
      termsVersion: 'test',
      status,
    })
    .returning()
  return row!
}

/** A member with an approved (or other) creators row, straight in the database. */
export async function givenCreator(db: Db, status: CreatorStatus = 'approved') {
  const user = await givenUser(db)
  const creator = await givenCreatorRow(db, user.id, status)
  return { userId: user.id, creatorId: creator.id }
}

/** Complete content, ready for review, with one question of every kind the editor offers. */
export function studioContent(overrides: Partial<TemplateContentInput> = {}): TemplateContentInput {
  return {
    name: 'Garden Planner',
    description: 'A season plan for your garden, shaped around your climate and space.',
    howToUse: 'Answer the questions, then paste the prompt into your AI model.',
    category: 'life',
    tier: 'boost',
    masterPrompt: 'Plan my garden for the coming season using my answers below.',
    questions: [
      { id: 'space', question: 'How much space do you have?', type: 'text', required: true },
      {
        id: 'plants',
        question: 'What would you like to grow?',
        type: 'multiple_choice_with_other',
        options: ['Vegetables', 'Herbs'],
        allow_other: true,
      },
    ],
    detail: null,
    promptLines: {},
    ...overrides,
  }
}
