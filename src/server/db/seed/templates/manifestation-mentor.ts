import type { SeedTemplate } from '../template-seed.ts'

export const manifestationMentor: SeedTemplate = {
  id: 'manifestation-mentor',
  slug: 'manifestation-mentor',
  staticPage: true,
  name: 'Manifestation Mentor',
  description:
    'Turn a goal you keep dreaming about into grounded momentum: a vivid, specific vision, a reframe of the beliefs holding you back, 72-hour action steps and 3 to 5 affirmations you can actually believe.',
  howToUse:
    'Choose one desire to focus on, then answer nine questions in about ten minutes. Be as specific as you can about what you want and where you are now. Paste your personalised prompt into any AI model, do the first action step within the hour, and read your affirmations each morning alongside the daily practice it gives you.',
  category: 'Life & Direction',
  tier: 'boost',
  masterPrompt: `Help me turn something I deeply want into a clear intention and real-world momentum. Use what I have shared about my desire, why it matters, my current reality, the beliefs that come up, my resources and the time I have over the next 72 hours. Take a grounded approach to manifestation: clarity of intention, belief work and visualisation are valuable because they shape attention, motivation and behaviour, but nothing happens without action. Do not promise that thinking or feeling something will make it appear, do not suggest that struggles are caused by "low vibrations", and never imply that I am to blame for circumstances outside my control.

Reason through it before writing. First sharpen my desire into a specific, observable outcome with a timeframe. If what I wrote is vague (for example "more money" or "love"), translate it into something concrete and measurable that stays true to what I described, and show me the sharpened version. Then contrast the vision with my current reality to identify the most important gap, the inner obstacle most likely to stop me, and the smallest actions that would create visible evidence of progress within three days. Evidence is what makes new beliefs stick, so design the plan to generate it quickly.

Structure your response with these headings:

1. Your Intention, Sharpened: one clear intention statement in the first person, present tense, with a timeframe, followed by a short sensory description (4 to 6 sentences) of a specific moment once it is real: where I am, what I see, hear and feel. Draw on the reasons I said it matters.

2. The Gap and the Real Obstacle: an honest, kind summary of where I am now versus the vision, and the one inner obstacle (a habit, fear or belief) most likely to get in the way.

3. Belief Reframes: for each limiting belief I selected, a short, believable reframe plus one piece of evidence from my own life or resources that supports the reframe. Avoid toxic positivity; the reframe should feel like a step up, not a leap.

4. Your 72-Hour Action Plan: concrete steps split into "Next 24 hours", "Within 48 hours" and "Within 72 hours", sized to the time I said I have. Each step must be specific (who to contact, what to write, where to go, what to search for), and the first must be doable within an hour of reading. Include at least one step that involves another person, because momentum grows when goals meet the real world.

5. Your Affirmations: 3 to 5 affirmations in the tone I chose. Make them first person, short enough to memorise, emotionally believable today (use "I am learning", "I am becoming" or "I choose" where a bold claim would feel false), and directly linked to my intention and my belief reframes. After each, add a one-line "proof action" I can take that day to make it true in behaviour.

6. Daily Practice (10 Minutes): a simple morning and evening ritual combining a brief visualisation of the vision, a moment of mental rehearsal where I picture meeting my obstacle and responding well, reading the affirmations, and an evening note of one piece of evidence and one thing I am grateful for.

7. If-Then Plans: three "if this obstacle shows up, then I will..." plans based on my specific obstacle and limiting beliefs.

8. After the First 72 Hours: how to choose the next step, and a weekly check-in of three questions to keep momentum going.

Keep the language warm, vivid and encouraging, but practical. Favour everyday words over spiritual jargon unless I chose a spiritual tone. If my desire involves money, health or relationships, keep actions realistic and safe: no risky financial moves, no unsupervised extreme health changes, and no pressuring or tracking another person. If my answers suggest my wish is driven by significant distress, loneliness or hopelessness, acknowledge that gently and mention that talking with a GP, counsellor or a support line such as Lifeline (13 11 14 in Australia, or a local equivalent elsewhere) can help alongside this plan.`,
  questions: [
    {
      id: 'desire',
      required: true,
      question: 'What do you want to bring into your life? Describe it as specifically as you can.',
      type: 'textarea',
      placeholder: 'A job, a home, a relationship, a level of income, a creative project, a feeling...',
      example:
        'I want to be working as a freelance illustrator earning enough to leave my retail job, with at least three regular clients who love my style.',
    },
    {
      id: 'life_area',
      question: 'Which area of life does this mainly belong to?',
      type: 'select',
      options: [
        'Career and work',
        'Money and abundance',
        'Love and relationships',
        'Health and body',
        'Home and place',
        'Creativity and self-expression',
        'Personal growth and confidence',
        'Friendships and community',
      ],
    },
    {
      id: 'why_matters',
      required: true,
      question: 'Why does this matter to you, and how do you imagine you will feel when it is real?',
      type: 'textarea',
      placeholder: 'The deeper reason and the feeling behind it...',
      example:
        'I would finally feel like I am using my real talent. I imagine feeling proud, calm and free to set my own days.',
    },
    {
      id: 'timeframe',
      question: 'When would you like this to be real?',
      type: 'radio',
      options: [
        'Within 3 months',
        'Within 6 months',
        'Within a year',
        'Within 2-3 years',
        'No fixed timeframe',
      ],
    },
    {
      id: 'current_reality',
      question: 'Where are you right now in relation to this goal?',
      type: 'textarea',
      placeholder: 'What already exists, what is missing, what you have tried...',
      example:
        "I draw every weekend and have an Instagram with about 400 followers. I did one paid commission for a friend's wedding invitations but have never pitched a business.",
    },
    {
      id: 'limiting_beliefs',
      question: 'Which beliefs tend to show up when you think about this goal?',
      type: 'multi_select',
      options: [
        'I am not good enough yet',
        'It is too late for me',
        'People like me do not get this',
        'I do not deserve it',
        'It will be too hard or take too long',
        'If I try and fail, people will judge me',
        'Wanting this much is selfish',
      ],
      allow_other: true,
      customPlaceholder: 'Write the belief in your own words',
    },
    {
      id: 'resources',
      question: 'What skills, people or resources do you already have that could help?',
      type: 'text',
      placeholder: 'e.g. A supportive sister, a strong portfolio, savings, a useful contact',
      example: 'A good portfolio, a cousin who runs a marketing agency, and Sunday mornings free',
    },
    {
      id: 'time_72h',
      question: 'How much time can you give this goal over the next 72 hours?',
      type: 'single_choice',
      options: ['Less than 1 hour', '1-3 hours', '3-6 hours', 'More than 6 hours'],
    },
    {
      id: 'affirmation_tone',
      question: 'Which tone of affirmations feels right for you?',
      type: 'multiple_choice_with_other',
      options: [
        'Calm and grounded',
        'Bold and energising',
        'Gentle and self-compassionate',
        'Spiritual',
        'Practical, no fluff',
      ],
      allow_other: true,
      customPlaceholder: 'Describe the tone you would like',
    },
  ],
  promptLines: { role: 'manifestation mentor' },
  detail: {
    minutes: 10,
    ring: { label: 'Success', percent: 95 },
    features: [
      {
        title: 'A sharpened intention',
        description:
          'Your desire turned into a specific, observable outcome with a timeframe and a vivid sensory scene.',
      },
      {
        title: '72-hour action steps',
        description:
          'Concrete next steps for the next 24, 48 and 72 hours, sized to the time you actually have.',
      },
      {
        title: 'Affirmations you can believe',
        description:
          '3 to 5 affirmations in your chosen tone, each paired with a small proof action for the day.',
      },
      {
        title: 'Belief reframes with evidence',
        description:
          'Each limiting belief you chose gets a believable reframe backed by something from your own life.',
      },
      {
        title: 'A 10-minute daily practice',
        description:
          'A simple morning and evening ritual that combines visualisation, rehearsal and noticing evidence.',
      },
      {
        title: 'If-then obstacle plans',
        description:
          'Prepared responses for the moments your biggest obstacle shows up, so doubt does not stall you.',
      },
    ],
    whoFor: [
      'Anyone with a goal they keep dreaming about but have not started moving on',
      'People who love manifestation but want something practical alongside the vision board',
      'Anyone held back by self-doubt or a nagging "who am I to want this?"',
      'People who want affirmations that feel true rather than forced',
    ],
    howItWorks: [
      {
        title: 'Answer 9 focused questions',
        description:
          'Describe your desire, why it matters, where you are now and the beliefs that get in the way.',
      },
      {
        title: 'Paste your prompt into any AI',
        description: 'Your answers join our grounded manifestation method in one personalised prompt.',
      },
      {
        title: 'Act within the hour',
        description: 'Take the first action step, read your affirmations and follow the 72-hour plan.',
      },
      {
        title: 'Build on the evidence',
        description: 'Use the weekly check-in questions and ask the AI for your next set of steps.',
      },
    ],
    whatItDoes:
      'Manifestation Mentor blends the best of manifestation practice (clear intention, visualisation and belief work) with practical goal-setting and action planning. It guides an AI model to sharpen what you want into something specific, surface the inner obstacle most likely to stop you, reframe your limiting beliefs with evidence from your own life, and give you a 72-hour plan that creates early proof you are moving. Your affirmations are written to be believable today and each is tied to an action, so the words and your behaviour start to match.',
    whatYouGet: [
      'A clear, first-person intention statement with a vivid picture of the outcome',
      'Reframes for your limiting beliefs, each backed by your own evidence',
      'A 72-hour action plan split into 24, 48 and 72-hour steps',
      '3 to 5 personalised affirmations with a daily proof action for each',
      'A 10-minute daily practice and if-then plans for your biggest obstacle',
    ],
  },
}
