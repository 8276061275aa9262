import { describe, expect, it } from 'vitest'
import { templateContentInput } from '../../../../shared/admin/template-input.ts'
import type { StudioTemplate } from '../../../../shared/studio/studio-template.ts'
import { studioContent, studioForm } from './studio-form.ts'

const content = templateContentInput.parse({
  name: 'Garden Planner',
  description: 'A season plan.',
  howToUse: '',
  category: 'life',
  tier: 'super',
  masterPrompt: 'Plan my garden.',
  questions: [
    { id: 'space', question: 'How much space?', type: 'text', required: true, section: 'About you' },
    {
      id: 'grow',
      question: 'What to grow?',
      type: 'multiple_choice_with_other',
      options: ['Herbs', 'Roses'],
    },
  ],
  detail: null,
  promptLines: { role: 'gardener', locale: true },
})

describe('studio form', () => {
  it('sends back the content it was given, without the console fields', () => {
    const form = studioForm({ slug: 'garden-planner', content } as StudioTemplate)
    const sent = studioContent(form)
    expect(sent).not.toHaveProperty('slug')
    expect(sent).not.toHaveProperty('status')
    expect(sent).not.toHaveProperty('priceOverride')
    expect(templateContentInput.parse(sent)).toEqual(content)
  })
})
