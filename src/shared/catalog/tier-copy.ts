import type { Tier } from './tiers.ts'

// Words about each tier: the browse description, the category-page blurb and the detail-page explainer.
export type TierCopy = {
  label: string
  description: string
  blurb: string
  explainerTitle: string
  explainer: {
    icon: 'zap' | 'clock' | 'target' | 'layers' | 'search' | 'map'
    title: string
    description: string
  }[]
}

export const tierCopy: Record<Tier, TierCopy> = {
  daily: {
    label: 'Daily',
    description: 'Quick, focused prompts for everyday jobs: a few questions, a useful answer in minutes.',
    blurb:
      'Daily prompts are short and practical: answer a handful of questions and get help with one everyday job.',
    explainerTitle: 'What makes a Daily prompt special?',
    explainer: [
      {
        icon: 'clock',
        title: 'Fast to answer',
        description: 'A handful of questions you can finish in a few minutes.',
      },
      {
        icon: 'target',
        title: 'One clear job',
        description: 'Built to solve one everyday problem well, not everything at once.',
      },
      {
        icon: 'zap',
        title: 'Use it again and again',
        description: 'Re-run it whenever the same job comes round with fresh answers.',
      },
    ],
  },
  boost: {
    label: 'Boost',
    description: 'Deeper prompts for a real decision or change: more questions, a fuller plan.',
    blurb:
      'Boost prompts go deeper: more questions about your situation and a structured plan you can act on.',
    explainerTitle: 'What makes a Boost prompt special?',
    explainer: [
      {
        icon: 'layers',
        title: 'Deeper questionnaire',
        description: 'More questions, covering the details that change the answer.',
      },
      {
        icon: 'map',
        title: 'A structured plan',
        description: 'Clear sections and next steps rather than general advice.',
      },
      {
        icon: 'target',
        title: 'Built around your limits',
        description: 'Your budget, time and constraints shape every recommendation.',
      },
    ],
  },
  super: {
    label: 'Super',
    description:
      'Our most thorough prompts: in-depth questionnaires, research instructions and long-range plans.',
    blurb: 'Super prompts are our most complete: an in-depth questionnaire and a detailed, long-range plan.',
    explainerTitle: 'What makes a Super prompt special?',
    explainer: [
      {
        icon: 'layers',
        title: 'In-depth questionnaire',
        description: 'The most questions of any tier, so the result fits you closely.',
      },
      {
        icon: 'search',
        title: 'Research built in',
        description: 'Instructs your AI to look up current information before it recommends.',
      },
      {
        icon: 'map',
        title: 'Long-range planning',
        description: 'Multi-stage plans, comparisons and checkpoints you can follow for months.',
      },
    ],
  },
}
