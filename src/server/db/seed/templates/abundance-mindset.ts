import type { SeedTemplate } from '../template-seed.ts'

export const abundanceMindset: SeedTemplate = {
  id: 'abundance-mindset',
  slug: 'abundance-mindset',
  staticPage: true,
  name: 'Abundance Mindset',
  description:
    'Understand the money beliefs that keep you stuck and build small, practical habits that make you feel calmer and more in control of your money.',
  howToUse:
    'Take a few quiet minutes to answer honestly, especially the question about what you learned about money growing up. Paste the prompt into your AI model and work through the plan it gives you over the next 30 days. Come back to the same chat each week to report how it went and ask it to adjust. This is coaching on habits and mindset, not financial advice.',
  category: 'Power Tools',
  tier: 'boost',
  masterPrompt: `Help me build a calmer, more capable relationship with money by working on two things together: the beliefs and emotional patterns that drive my money behaviour, and a small set of practical habits that prove those beliefs wrong in daily life. Abundance here does not mean positive thinking or manifesting wealth. It means feeling that there is enough to make good choices, noticing opportunities instead of only threats, and acting from steadiness rather than fear, guilt or comparison. Ground everything in practical behaviour and well-established ideas from behavioural science and cognitive approaches (noticing thoughts, testing them against evidence, implementation intentions, habit stacking, making good choices easy and automatic). Avoid toxic positivity, shame and any suggestion that thinking alone will change my finances.

Start by reflecting back my money story in a few sentences so I feel understood. Then identify three to five specific beliefs or scripts that seem to be operating (for example, "money is always tight", "wanting more is greedy", "if I look, it will be bad news"), where each likely came from, what it protects me from, and what it is costing me now. For each, write a realistic replacement belief that I could genuinely believe, plus one small action that would gather evidence for it.

Use my triggers, current habits, goals, available time and preferred coaching style to shape everything that follows. Size the plan to my time: if I have five minutes a day, every daily action must fit in five minutes. Match your voice to the coaching style I chose.

Present your answer under these headings:

1. Your money story, decoded: the reflection and the belief table (old belief, where it came from, what it costs, new belief, evidence-gathering action).
2. Your trigger plan: for each trigger I selected, an if-then plan ("When I... I will...") with a calming step and a practical step.
3. Three keystone habits: the three habits most likely to shift both feelings and results for me, each with a tiny starting version, the cue, how to make it automatic, and how to recover after missing a day. Build on any good habits I already have rather than replacing them, and address any avoidance or stress-spending habits with kindness and a specific alternative.
4. Your 30-day plan: four weekly themes, with a short daily or every-other-day action for each week, fitting my time budget.
5. The weekly money date: a 15-30 minute check-in template with prompts for reviewing spending without judgement, noticing what went well, and choosing one next step. Include a version for couples if relevant to my answers.
6. Abundance in practice: a short "enough" list exercise, ways to practise generosity within my means, a language-swap list (phrases to retire and what to say instead), and a prompt for spotting one income or skill opportunity I may be overlooking.
7. How to know it is working: behavioural signs of progress over 30 and 90 days (for example, checking accounts without dread, fewer impulse purchases, having a difficult money conversation), not promises of wealth.

Important boundaries. This is coaching on mindset and habits, not financial advice: do not recommend specific financial products, investments, lenders, debt strategies with numbers, or tax approaches, and suggest a licensed financial adviser or a free financial counsellor for those questions. If my answers suggest serious financial hardship, unmanageable debt or gambling harm, gently point me to free, confidential help (in Australia, the National Debt Helpline on 1800 007 007 and the government's Moneysmart website; elsewhere, the local equivalent). If I express distress or hopelessness, encourage me to talk to someone I trust or a support line such as Lifeline on 13 11 14 in Australia. Keep the tone warm, specific and practical throughout.`,
  questions: [
    {
      id: 'money_story',
      required: true,
      question: 'What did you learn about money growing up, from what you saw or were told?',
      type: 'textarea',
      placeholder: 'Family attitudes, phrases you heard, memorable moments',
      example:
        'Money was always a source of fights. Dad said "we can\'t afford it" about everything, and Mum hid shopping bags. I learned not to ask for things.',
    },
    {
      id: 'current_feeling',
      required: true,
      question: 'Which best describes how you feel about money right now?',
      type: 'radio',
      options: [
        'Anxious, and I tend to avoid looking',
        'Stuck living pay to pay',
        'Okay, but not getting ahead',
        'Comfortable, but I still feel guilty or scarce',
        'Doing well, but it never feels like enough',
      ],
    },
    {
      id: 'triggers',
      question: 'Which situations trigger money stress for you?',
      type: 'multi_select',
      options: [
        'Checking my bank balance',
        'Bills arriving',
        'Comparing myself to friends or social media',
        'Spending money on myself',
        'Asking for a pay rise or charging more',
        'Talking about money with my partner',
        'Lending or giving money to family',
        'Big purchases',
      ],
      allow_other: true,
      customPlaceholder: 'Another situation that stresses you',
    },
    {
      id: 'habits',
      question: 'Which of these describe your current money habits?',
      type: 'multiple_choice_with_other',
      options: [
        'I track my spending',
        'I have a budget I mostly follow',
        'I have some emergency savings',
        'Savings go out automatically on payday',
        'I avoid looking at my accounts',
        'I spend to cope with stress or boredom',
        'I use buy now, pay later often',
        'I rarely think about money at all',
      ],
      allow_other: true,
      customPlaceholder: 'Another habit, good or bad',
    },
    {
      id: 'goal',
      required: true,
      question: 'What would feeling abundant or having enough look like for you in 12 months?',
      type: 'textarea',
      placeholder: 'Feelings, situations, specific changes',
      example:
        'Opening my banking app without my stomach dropping, having a buffer for surprises, and booking a holiday without guilt.',
    },
    {
      id: 'time',
      question: 'How much time can you realistically give this?',
      type: 'select',
      options: [
        '5 minutes a day',
        '15 minutes a day',
        '30 minutes a few times a week',
        'One longer session each week',
      ],
    },
    {
      id: 'style',
      question: 'How do you like to be coached?',
      type: 'single_choice',
      options: [
        'Gentle and encouraging',
        'Direct and practical',
        'Evidence-based, explain the why',
        'Reflective, with journaling prompts',
      ],
    },
  ],
  promptLines: { role: 'money mindset coach' },
  detail: {
    minutes: 12,
    ring: { label: 'Success', percent: 88 },
    features: [
      {
        title: 'Your money story, decoded',
        description:
          'Names the beliefs driving your money behaviour, where they came from, what they cost you and a realistic replacement for each.',
      },
      {
        title: 'If-then trigger plans',
        description: 'A calm step and a practical step for each situation that sets off money stress.',
      },
      {
        title: 'Three keystone habits',
        description:
          'Small habits sized to your available time, with cues, automation and a plan for getting back on track.',
      },
      {
        title: '30-day plan and weekly money date',
        description: 'Four weekly themes with short actions, plus a judgement-free weekly check-in template.',
      },
    ],
    whoFor: [
      'People who avoid their bank balance or feel anxious about money',
      'Anyone earning more than before but still feeling it is never enough',
      'Those who feel guilty spending on themselves or asking for more',
      'Couples who want calmer money conversations',
    ],
    howItWorks: [
      {
        title: 'Reflect',
        description: 'Answer 7 questions about your money story, triggers, habits, goals and coaching style.',
      },
      {
        title: 'Get your plan',
        description:
          'Your AI model decodes your beliefs and builds trigger plans, keystone habits and a 30-day plan.',
      },
      {
        title: 'Practise and check in',
        description:
          'Work through the plan, hold a weekly money date, and return to the chat to adjust as you go.',
      },
    ],
    whatItDoes:
      'Abundance Mindset helps you change how money feels and how you act around it. It reflects back your money story, identifies the beliefs that keep you stuck, and replaces them with realistic ones backed by small actions. You get if-then plans for your stress triggers, three keystone habits sized to your time, a 30-day plan, a weekly money date template and practical exercises for noticing enough and spotting opportunities. It coaches your mindset and habits rather than giving financial advice, and it points you to free help if you need it.',
    whatYouGet: [
      'A clear map of your money beliefs and realistic replacements',
      'If-then plans for your personal money triggers',
      'Three keystone habits with tiny starting versions',
      'A 30-day plan matched to the time you have',
      'A weekly money date template and signs of progress to watch for',
    ],
  },
}
