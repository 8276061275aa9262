import type { SeedTemplate } from '../template-seed.ts'

export const breakupRebuild: SeedTemplate = {
  id: 'breakup-rebuild',
  slug: 'breakup-rebuild',
  staticPage: false,
  name: 'Breakup Rebuild',
  description:
    'A steady, personal plan for life after a breakup: an emotional reset, routines that hold you up, clear boundaries with your ex, a social life that feels like yours again and honest guidance on when to date.',
  howToUse:
    'Answer ten questions in about ten minutes. There are no right answers, and you can be as brief or as open as you like. Paste your personalised prompt into any AI model and start with the first-week section. Come back to the same chat whenever a hard moment hits; you can ask it to help you draft a message, reset your week or talk through a wobble.',
  category: 'Life & Direction',
  tier: 'boost',
  masterPrompt: `Help me rebuild my life after a breakup. Use what I have shared about the relationship, how and when it ended, how I am feeling, the ties I still have with my ex, my hardest moments, my support network and what I want to focus on. Give me a practical, compassionate plan that treats this as a real loss while helping me move forward at a pace that fits my situation. Do not tell me to "just move on", do not speculate about whether we will get back together, and do not diagnose my ex or label them with clinical terms. Focus on what is within my control.

First, read my situation carefully. The right plan differs a lot depending on how recent the breakup is, who ended it, and whether I still live with, co-parent with, work with or share finances with my ex. Acknowledge my specific mix of emotions in a few sentences so I feel understood, then explain briefly what is normal at this stage and what tends to help. Where I still have unavoidable contact, design boundaries that are workable rather than ideal.

Structure your response with these headings:

1. Where You Are Right Now: a warm, validating summary of my situation and feelings, and what to expect emotionally over the coming weeks, without promising a fixed timeline.

2. Your Emotional Reset: practical tools for the hardest moments I identified. Give a short "wave plan" for intense moments (what to do in the first 10 minutes), a way to process thoughts (for example a specific journalling prompt or an unsent letter), and how to handle the urge to check their social media or reach out.

3. Routines That Hold You Up: a simple daily and weekly structure covering sleep, food, movement, time outdoors and one small thing just for me, built around the times I said are hardest. Keep it gentle and realistic for someone who is grieving.

4. Boundaries and Logistics: clear, specific boundaries for contact with my ex that match the ties I have (no contact, low contact or structured contact). Include 2 or 3 short, calm message templates I can adapt, for example for returning belongings, arranging handovers or declining a conversation. Cover social media choices (mute, unfollow, archive photos) and how to handle shared friends without making them choose sides. Where we share children, keep the focus on their wellbeing and suggest structured, child-focused communication.

5. Rebuilding Your Social Life: specific ways to reconnect with friends, lean on family, and build new connections through the focus areas I chose. Include scripts for telling people about the breakup and for asking for support, because many people struggle to ask.

6. Rediscovering You: 3 to 5 ideas to reconnect with interests, goals or parts of myself that got lost or sidelined in the relationship, drawn from the rebuild goals I selected.

7. When to Date Again: honest, non-judgemental guidance based on my feelings about dating. Give signs I am ready (and signs I may be seeking a distraction), how to approach it gently if I decide to, and what lessons from this relationship to carry forward, framed as growth rather than blame.

8. Your First Four Weeks: a week-by-week plan with 2 or 3 concrete actions per week drawn from all the sections above.

Keep it kind, steady and practical. Avoid clichés and avoid bashing my ex.

Safety matters here. If anything I have shared suggests I am in crisis, feeling hopeless, thinking about harming myself, or struggling to function day to day, gently encourage me to reach out now to someone I trust and to a GP or counsellor, and mention crisis support: in Australia, Lifeline on 13 11 14 or emergency services on 000; elsewhere, local crisis lines and emergency numbers. If anything suggests my ex was controlling, threatening or abusive, or I feel unsafe, prioritise my safety over any contact plan, suggest a safety plan, and mention 1800RESPECT (1800 737 732) in Australia or local family violence services elsewhere. Do this once and clearly, without lecturing, and continue with the plan.`,
  questions: [
    {
      id: 'relationship_length',
      section: 'What happened',
      question: 'How long were you together?',
      type: 'select',
      options: ['Less than 6 months', '6 months to 2 years', '2-5 years', '5-10 years', 'More than 10 years'],
    },
    {
      id: 'time_since',
      required: true,
      question: 'How long ago did the breakup happen?',
      type: 'radio',
      options: [
        'In the last week',
        '1-4 weeks ago',
        '1-3 months ago',
        '3-6 months ago',
        'More than 6 months ago',
      ],
    },
    {
      id: 'who_ended',
      question: 'How did it end?',
      type: 'single_choice',
      options: ['I ended it', 'They ended it', 'It was mutual', 'It is complicated or still unclear'],
    },
    {
      id: 'what_happened',
      required: true,
      question: 'In a few sentences, what happened?',
      type: 'textarea',
      placeholder: 'Share as much or as little as you like...',
      example:
        'We had been drifting for a year and arguing about whether to move interstate. They ended it three weeks ago and moved out last weekend. I did not see it coming this soon.',
    },
    {
      id: 'feelings',
      section: 'Where you are now',
      required: true,
      question: 'Which feelings are strongest for you right now?',
      type: 'multi_select',
      options: [
        'Sadness or grief',
        'Anger',
        'Relief',
        'Loneliness',
        'Anxiety about the future',
        'Guilt',
        'Rejection or low self-worth',
        'Numbness',
        'Confusion',
      ],
      allow_other: true,
      customPlaceholder: 'Another feeling in your own words',
    },
    {
      id: 'ongoing_ties',
      question: 'Which ties do you still have with your ex?',
      type: 'multiple_choice_with_other',
      options: [
        'We still live together',
        'We share children',
        'We share friends',
        'We work or study together',
        'We follow each other on social media',
        'Shared pets, lease, finances or belongings',
        'No ongoing ties',
      ],
      allow_other: true,
      customPlaceholder: 'Another tie or complication',
    },
    {
      id: 'hardest_times',
      question: 'When does it hit hardest?',
      type: 'multi_choice',
      options: [
        'First thing in the morning',
        'Late at night',
        'Weekends',
        'Coming home to an empty place',
        'Seeing them online',
        'Special dates or places we shared',
        'When friends are coupled up',
      ],
    },
    {
      id: 'support_network',
      question: 'Who is around to support you, and how connected do you feel to them?',
      type: 'textarea',
      placeholder: 'Friends, family, colleagues, groups, or if you feel quite alone right now...',
      example:
        'My sister is great but lives in Perth. Most of my Melbourne friends were our shared friends, so I feel awkward reaching out.',
    },
    {
      id: 'rebuild_focus',
      section: 'Rebuilding',
      question: 'What would you most like to rebuild or rediscover?',
      type: 'multiselect',
      options: [
        'Confidence and self-worth',
        'Friendships',
        'Fitness and health',
        'Career or study goals',
        'Hobbies and creativity',
        'Home and living space',
        'Finances and independence',
        'Travel and adventure',
      ],
      allow_other: true,
      customPlaceholder: 'Something else you want to focus on',
    },
    {
      id: 'dating_feelings',
      question: 'How do you feel about dating again?',
      type: 'select',
      options: [
        'Not even thinking about it',
        'Curious but not ready',
        'Tempted, but unsure if it is too soon',
        'Ready to start slowly',
        'Already dating and want to do it well',
      ],
    },
  ],
  promptLines: { role: 'breakup recovery coach' },
  detail: {
    minutes: 10,
    ring: { label: 'Success', percent: 90 },
    features: [
      {
        title: 'Emotional reset tools',
        description:
          'A plan for the first ten minutes of a hard wave, plus ways to process thoughts and resist checking on your ex.',
      },
      {
        title: 'Boundaries that fit your situation',
        description:
          'No contact, low contact or structured contact, with calm message templates for the logistics you still share.',
      },
      {
        title: 'A social life that feels like yours',
        description:
          'Ways to reconnect with friends and family, handle shared friends and ask for support without awkwardness.',
      },
      {
        title: 'Honest guidance on dating again',
        description:
          'Signs you are ready, signs you may be seeking distraction, and how to start gently when the time is right.',
      },
    ],
    whoFor: [
      'Anyone going through a breakup, whether it happened last week or months ago',
      'People who still share a home, children, friends or a workplace with their ex',
      'Anyone who lost parts of themselves in a relationship and wants them back',
      'People unsure whether they are ready to date again',
    ],
    howItWorks: [
      {
        title: 'Answer 10 gentle questions',
        description:
          'Share what happened, how you feel, the ties you still have and what you want to rebuild.',
      },
      {
        title: 'Paste your prompt into any AI',
        description: 'Your answers are combined with our rebuild framework into one personalised prompt.',
      },
      {
        title: 'Follow your four-week plan',
        description:
          'Start with the emotional reset and routines, then return to the chat whenever you need help with a hard moment.',
      },
    ],
    whatItDoes:
      'Breakup Rebuild guides an AI model to give you a compassionate, practical plan that matches your actual situation: how recent the breakup is, who ended it and what you still share with your ex. It helps you get through the hardest moments, build routines that keep you steady, set boundaries you can hold, reconnect with the people and interests that make you you, and decide when dating again makes sense, with clear safety guidance if you are struggling or feel unsafe.',
    whatYouGet: [
      'A validating read of where you are and what to expect emotionally',
      'Tools for intense moments and a gentle daily and weekly routine',
      'Clear boundaries and adaptable message templates for contact with your ex',
      'A plan to rebuild your social life and rediscover your interests',
      'Honest guidance on dating again and a four-week action plan',
    ],
  },
}
