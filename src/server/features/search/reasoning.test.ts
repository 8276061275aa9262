import { describe, expect, it } from 'vitest'
import { benefitClause, fillNeed, reasonFromGoal, reasonFromWords } from './reasoning.ts'

describe('reason sentences', () => {
  it('turns a description into what the template does', () => {
    expect(
      benefitClause('Find a safe daily calorie target with the maths shown, then get an eating plan.'),
    ).toBe('helps you find a safe daily calorie target with the maths shown')
    expect(benefitClause('A steady, personal plan for life after a breakup: an emotional reset.')).toBe(
      'gives you a steady, personal plan for life after a breakup',
    )
    expect(
      benefitClause(
        'When routines have slipped and motivation has gone quiet, get a shame-free reset: a plan.',
      ),
    ).toBe('helps you get a shame-free reset')
    expect(
      benefitClause('Paste in your car repair quote and get a line-by-line breakdown of what is urgent.'),
    ).toBe('helps you get a line-by-line breakdown of what is urgent')
  })

  it('writes one sentence naming the goal or the shared words', () => {
    const goal = reasonFromGoal({
      need: fillNeed('you are heading to {Match}', ['tokyo']),
      name: 'Japan Planner',
      description: 'A complete Japan itinerary shaped around your season.',
    })
    expect(goal).toBe(
      'Because you are heading to Tokyo, Japan Planner gives you a complete Japan itinerary shaped around your season.',
    )
    const words = reasonFromWords({
      words: ['budget', 'meals'],
      field: 'questions',
      name: 'Meal Planner',
      description: 'Plan a week of meals.',
    })
    expect(words).toBe(
      'Meal Planner mentions \u201cbudget\u201d and \u201cmeals\u201d in its questionnaire and helps you plan a week of meals.',
    )
    for (const s of [goal, words]) expect(s.match(/[.!?](\s|$)/g)).toHaveLength(1)
  })
})
