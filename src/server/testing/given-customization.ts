import type { Db } from '../db/client.ts'
import { userPromptCustomizations } from '../db/schema/library.ts'

/** A saved customisation of the user's, written directly (the tests of features that use one, such as model runs). */
export async function givenCustomization(
  db: Db,
  {
    userId,
    prompt = 'Plan a 5 km training week for a beginner runner.',
    title = 'My running plan',
  }: {
    userId: string
    prompt?: string
    title?: string
  },
) {
  const [row] = await db
    .insert(userPromptCustomizations)
    .values({
      userId,
      promptId: 'test-prompt',
      customizationData: { baseCustomization: {}, promptAnswers: {} },
      generatedPrompt: prompt,
      title,
    })
    .returning()
  return row!
}
