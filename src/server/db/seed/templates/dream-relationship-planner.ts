import type { SeedTemplate } from '../template-seed.ts'

export const dreamRelationshipPlanner: SeedTemplate = {
  id: 'dream-relationship-planner',
  slug: 'dream-relationship-planner',
  staticPage: true,
  name: 'Dream Relationship Planner',
  description:
    'Whether you are single or partnered, get a clear picture of the relationship you want, the patterns to leave behind and a practical 90-day plan to build it.',
  howToUse:
    'Answer twelve questions in about ten minutes. It works whether you are single and looking, dating or in a long-term relationship, so answer from where you are now. Paste your personalised prompt into any AI model, pick one action from the first fortnight to start this week, and come back to the chat to plan a conversation or review how things are going.',
  category: 'Social & Lifestyle',
  tier: 'boost',
  masterPrompt: `Help me design and build the relationship I truly want. Use what I have shared about my current relationship status, my vision, my values, how I feel loved, my needs and dealbreakers, my past patterns, how I tend to behave in relationships, my life goals, my current challenge, the time I can give this and the one thing I most want to change. First work out which situation I am in and tailor everything to it: if I am single or dating, the plan is about clarity, choosing well and meeting the right people; if I am in a relationship, the plan is about deepening connection, improving communication and aligning on the future with my partner. Do not give generic dating or relationship tips; ground every point in my answers.

Reason carefully before writing. Separate my true needs (things that affect my wellbeing and the health of a relationship) from preferences (nice to have). Look for links between my past patterns, my tendency in relationships (for example seeking reassurance or needing space) and my current challenge, and explain them in plain, non-clinical language. Do not diagnose me or anyone else. Where my vision and my behaviour pull in different directions, point it out kindly and make it part of the plan.

Structure your response with these headings:

1. Your Relationship Vision: a vivid, grounded description of my dream relationship in everyday moments (a weeknight, a weekend, a disagreement handled well, a hard season faced together), written in the first person so I can reread it.

2. Needs, Preferences and Dealbreakers: three short lists. Flag any dealbreaker that might be filtering out good matches or any need that is missing and worth adding.

3. Green Flags to Look For (or Build): 5 to 7 specific, observable behaviours that show a relationship is healthy for me. If I am partnered, frame these as qualities to strengthen together.

4. Patterns to Leave Behind: the 2 or 3 patterns from my past that most affect my goal, why they may show up, and a replacement behaviour for each, with an example of what I might say or do instead.

5. How I Receive and Give Love: how the ways I feel loved should shape what I ask for and how I communicate it, with two example sentences for asking for what I need without blame.

6. Your Action Plan: if I am single or dating, cover where and how to meet compatible people given my lifestyle and time, how to present myself authentically (including dating profile tips if relevant), questions to ask in early dates to check values and life goals, and pacing. If I am in a relationship, cover weekly connection rituals, a structure for a calm check-in conversation with my partner, how to raise my current challenge, and how to align on life goals. Include example wording throughout.

7. Your 90-Day Plan: broken into the first fortnight, month one, month two and month three, with 2 or 3 concrete actions in each, sized to the time I said I can give each week, and a simple way to notice progress.

8. Reflection Questions: five questions to revisit at the end of the 90 days.

Keep the tone warm, honest and hopeful, and inclusive of all relationship types, genders and orientations; use the language I use about myself and my partner. Avoid tactics, games or manipulation; healthy relationships are built on honesty and mutual respect.

If anything I share suggests my current or past relationship involves control, intimidation, threats, monitoring, financial restriction or violence, name it gently and clearly as a safety concern rather than a communication problem, do not suggest couples strategies that require confronting the other person, and mention 1800RESPECT (1800 737 732) in Australia or local family violence services elsewhere, and emergency services (000 in Australia) if I am in danger. If my answers suggest significant loneliness, anxiety or low mood, mention once that a counsellor or psychologist can be a real help alongside this plan.`,
  questions: [
    {
      id: 'status',
      section: 'Your vision',
      required: true,
      question: 'Which best describes your current situation?',
      type: 'radio',
      options: [
        'Single and ready to meet someone',
        'Dating casually',
        'In a new relationship (under a year)',
        'In a committed relationship',
        'Married or long-term partnered',
        'It is complicated',
      ],
    },
    {
      id: 'vision',
      required: true,
      question:
        'Describe your dream relationship in everyday life. What does an ordinary week together look like?',
      type: 'textarea',
      placeholder: 'How you spend time, how you talk, how you handle stress, how it feels...',
      example:
        'We cook together a few nights a week, each have our own friends and hobbies, laugh a lot, and when we disagree we actually talk it through instead of going silent for days.',
    },
    {
      id: 'core_values',
      question: 'Which values matter most to you in a partnership?',
      type: 'multi_select',
      options: [
        'Honesty',
        'Loyalty and commitment',
        'Kindness',
        'Humour and fun',
        'Independence',
        'Ambition',
        'Shared faith or spirituality',
        'Family orientation',
        'Adventure',
        'Emotional openness',
      ],
      allow_other: true,
      customPlaceholder: 'Another value that matters to you',
    },
    {
      id: 'feel_loved',
      question: 'How do you most feel loved and cared for?',
      type: 'multiselect',
      options: [
        'Kind and encouraging words',
        'Undistracted time together',
        'Helpful actions and support',
        'Physical affection',
        'Thoughtful gifts or gestures',
        'Shared adventures and new experiences',
        'Feeling truly listened to',
      ],
    },
    {
      id: 'needs',
      question: 'What do you genuinely need from a partner to feel secure and happy?',
      type: 'textarea',
      placeholder: 'The things that are not optional for you...',
      example:
        'Consistent communication, someone who follows through on plans, and respect for my need for a night alone each week.',
    },
    {
      id: 'dealbreakers',
      question: 'Which of these are dealbreakers for you?',
      type: 'multi_choice',
      options: [
        'Dishonesty',
        'Different views on having children',
        'Heavy drinking or drug use',
        'Not wanting commitment',
        'Poor communication or stonewalling',
        'Jealousy or controlling behaviour',
        'Very different money habits',
        'Smoking',
      ],
      allow_other: true,
      customPlaceholder: 'Another dealbreaker',
    },
    {
      id: 'past_patterns',
      section: 'Your patterns',
      question: 'What patterns from past relationships would you like to change?',
      type: 'textarea',
      placeholder: 'The types you are drawn to, how things tend to go wrong, your part in it...',
      example:
        'I tend to go all-in very quickly, ignore early red flags, and then avoid conflict until I am resentful.',
    },
    {
      id: 'tendency',
      question: 'In relationships, which sounds most like you?',
      type: 'single_choice',
      options: [
        'I often need reassurance and worry about being left',
        'I value my space and can pull away when things get close',
        'A mix of both, depending on the situation',
        'I mostly feel secure and settled',
        'Not sure',
      ],
    },
    {
      id: 'life_goals',
      question: 'Which life plans matter for the relationship you want?',
      type: 'multiple_choice_with_other',
      options: [
        'Having children',
        'Not having children',
        'Marriage',
        'Living together',
        'Buying a home',
        'Travel or living overseas',
        'Focusing on career',
        'Moving to the country or coast',
      ],
      allow_other: true,
      customPlaceholder: 'Another life plan that matters',
    },
    {
      id: 'current_challenge',
      question: 'What is your biggest challenge in love right now?',
      type: 'textarea',
      placeholder: 'Meeting people, trust, communication, routine, timing...',
      example:
        'Dating apps leave me exhausted and I keep matching with people who are not looking for anything serious.',
    },
    {
      id: 'weekly_time',
      section: 'Your commitment',
      question: 'How much time and energy can you give to this each week?',
      type: 'select',
      options: [
        'An hour or two',
        'A few hours',
        'One evening plus part of the weekend',
        'Plenty, this is a priority',
      ],
    },
    {
      id: 'one_change',
      question: 'If one thing could change in the next three months, what would it be?',
      type: 'text',
      placeholder: 'e.g. Go on dates with people who want the same things',
      example: 'Feel closer to my partner and stop having the same argument about chores',
    },
  ],
  promptLines: { role: 'relationship coach' },
  detail: {
    minutes: 10,
    ring: { label: 'Success', percent: 95 },
    features: [
      {
        title: 'Works single or partnered',
        description:
          'The plan adapts to your situation, from meeting the right person to deepening an existing relationship.',
      },
      {
        title: 'A vision you can reread',
        description:
          'Your dream relationship described in everyday moments, including how disagreements are handled well.',
      },
      {
        title: 'Needs versus preferences',
        description:
          'Clear lists of needs, preferences and dealbreakers, with flags where they may be working against you.',
      },
      {
        title: 'Patterns to leave behind',
        description:
          'The past patterns most affecting your goal, with replacement behaviours and example wording.',
      },
      {
        title: 'Practical action plan',
        description:
          'Where to meet people and what to ask early on, or connection rituals and check-in conversations for couples.',
      },
      {
        title: '90-day roadmap',
        description:
          'Concrete actions for each stage of the next three months, sized to the time you can give.',
      },
    ],
    whoFor: [
      'Singles who want clarity before investing more time in dating',
      'Anyone who keeps ending up in the same kind of relationship',
      'Couples who want more connection, better communication or shared direction',
      'People in new relationships who want to build strong foundations early',
    ],
    howItWorks: [
      {
        title: 'Answer 12 questions',
        description:
          'Share your situation, vision, values, needs, patterns and the one thing you most want to change.',
      },
      {
        title: 'Paste your prompt into any AI',
        description:
          'Your answers are combined with our relationship planning framework into one personalised prompt.',
      },
      {
        title: 'Start your 90-day plan',
        description:
          'Pick one action from the first fortnight and return to the chat to plan conversations or review progress.',
      },
    ],
    whatItDoes:
      'Dream Relationship Planner guides an AI model to help you get clear on the relationship you want and take practical steps toward it. It separates true needs from preferences, connects past patterns to your current challenge in plain language, and turns your vision into actions that fit your situation: choosing and meeting compatible people if you are single, or building connection and alignment if you are partnered. It is inclusive of all relationship types and includes clear safety guidance where it is needed.',
    whatYouGet: [
      'A vivid, first-person vision of your ideal relationship',
      'Clear lists of needs, preferences, dealbreakers and green flags',
      'Insight into your past patterns with replacement behaviours',
      'A tailored action plan with example wording for key conversations',
      'A 90-day plan and reflection questions to review your progress',
    ],
  },
}
