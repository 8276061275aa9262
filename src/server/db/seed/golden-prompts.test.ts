import { describe, expect, it } from 'vitest'
import type { Question } from '../../../shared/catalog/question.ts'
import { options, questionKey, questionWidget, type PromptAnswers } from '../../../shared/customization/answers.ts'
import { generatePrompt } from '../../../shared/customization/generate-prompt.ts'
import type { BaseCustomization } from '../../../shared/customization/preferences.ts'
import { loadLaunchCatalogue } from './launch-catalogue.ts'

// Golden prompts: each launch template's generated prompt for two personas who answer every question, stored
// beside this test (golden-prompts/<slug>.<persona>.md). Any change to generation or to a template shows up as a
// diff of these files to review; `npx vitest run -u <this file>` rewrites them after a deliberate change.

type Persona = {
  name: string
  base: BaseCustomization
  /** Picks a choice question's answer from its options. */
  choose: (opts: string[], multi: boolean) => string | string[]
  /** A text question's answer: the template's worked example, or the persona's own reading of the question. */
  write: (q: Question) => string
}

const personas: Persona[] = [
  {
    name: 'alex',
    base: {
      toneOfVoice: 'friendly',
      outputFormat: 'structured',
      culturalContext: 'au',
      userIdentityName: 'Alex',
      userIdentityPronouns: 'she/her',
    },
    choose: (opts, multi) => (multi ? opts.slice(0, 2) : opts[0]!),
    write: (q) => q.example ?? q.placeholder ?? `My answer to: ${q.question}`,
  },
  {
    name: 'jordan',
    base: {
      toneOfVoice: 'direct',
      outputFormat: 'bulletpoints',
      culturalContext: 'uk',
      userIdentityName: '',
      userIdentityPronouns: '',
    },
    choose: (opts, multi) => (multi ? opts.slice(-2) : opts.at(-1)!),
    write: (q) => `Briefly: ${(q.placeholder ?? q.question).replace(/[.?]$/, '')}, in my own words.`,
  },
]

function answersOf(persona: Persona, questions: Question[]): PromptAnswers {
  return Object.fromEntries(
    questions.map((q, i) => {
      const widget = questionWidget(q)
      const opts = options(q)
      const answer =
        (widget === 'multi' || widget === 'radio' || widget === 'select') && opts.length
          ? persona.choose(opts, widget === 'multi')
          : persona.write(q)
      return [questionKey(q, i), answer]
    }),
  )
}

describe('golden prompts of the launch catalogue', async () => {
  const catalogue = await loadLaunchCatalogue()
  for (const template of catalogue)
    for (const persona of personas)
      it(`${template.slug} for ${persona.name}`, async () => {
        const answers = answersOf(persona, template.questions)
        const prompt = generatePrompt({ ...template, base: persona.base, answers })
        // Every answer is in the prompt (full answers, nothing dropped).
        for (const q of template.questions) expect(prompt).toContain(`**${q.question}**`)
        await expect(`${prompt}\n`).toMatchFileSnapshot(`./golden-prompts/${template.slug}.${persona.name}.md`)
      })
})
