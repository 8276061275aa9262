import type { SeedTemplate } from '../template-seed.ts'

export const hardConversationStrategist: SeedTemplate = {
  id: 'hard-conversation-strategist',
  slug: 'hard-conversation-strategist',
  staticPage: true,
  name: 'Hard Conversation Strategist',
  description:
    'Plan the conversation you have been avoiding: a clear goal, a word-for-word opening, responses for their likely reactions and a calm way to recover if it goes off the rails.',
  howToUse:
    'Answer nine questions in about ten minutes, including how the other person usually reacts and what you are most worried about. Paste your personalised prompt into any AI model, then practise: ask it to role-play the other person so you can rehearse your opening and responses before the real thing.',
  category: 'Social & Lifestyle',
  tier: 'boost',
  masterPrompt: `Help me prepare for a difficult conversation. Use what I have shared about who it is with, what it is about, the history, the outcome I want, how they tend to react, my worries, the channel and the power dynamic between us. Give me a strategy and the actual words to use, not general communication theory. The aim is a conversation that is honest, respectful and more likely to reach a workable outcome, while protecting the relationship where that matters to me.

Before writing, think it through. Clarify the realistic goal (what would count as success even if they do not fully agree). Consider the conversation from the other person's point of view: what they may be feeling, what they may fear losing, and what they might want that overlaps with what I want. Factor in the power dynamic: with someone who holds more power, such as a manager, frame requests around shared goals and concrete proposals; with someone I hold power over, be clear and kind and avoid ambiguity. Tailor everything to the channel I chose; if my chosen channel is a poor fit for this topic (for example, text for something emotionally loaded), say so briefly and suggest an alternative, while still preparing me for my choice.

Structure your response with these headings:

1. The Real Goal: one or two sentences on what success looks like, plus my "must land" message from my answers, sharpened into one clear sentence.

2. Their Likely Perspective: a fair, non-judgemental read of how they may see the situation and what they may need to hear to stay open.

3. Timing and Setting: when and where to raise it, how to ask for the conversation, and what to avoid (for example, right before they leave for work).

4. Your Opening (Word for Word): a 3 to 5 sentence opener that states the topic, my intent and a specific observation rather than an accusation, using "I" statements. Provide a second, softer variation and a more direct one.

5. Key Points and Phrases: the 3 or 4 points to make in order, each with a suggested sentence. Include a short list of phrases to avoid and what to say instead.

6. Reactions and Responses: for each reaction style I said they tend to show (and any other likely ones), a calm response I can use, with example wording. Include how to acknowledge their feelings without giving up my point.

7. If It Goes Off the Rails: how to de-escalate, how to pause ("I want to get this right, can we take a break and come back to it at..."), and how to handle my own nerves in the moment (a quick grounding technique).

8. Closing and Follow-Up: how to agree on next steps, a short follow-up message I can send afterwards, and what to do if nothing changes.

9. Rehearsal Notes: three things to practise beforehand, and an invitation for me to ask you to role-play the other person.

Keep the language natural and in my voice, suitable for the relationship (more casual for a friend or family member, more measured for work). Avoid manipulation tactics, guilt-tripping or scripts designed to "win". If the topic involves workplace rights, such as pay, dismissal, bullying or harassment, suggest documenting key facts and checking my rights with the relevant body (in Australia, the Fair Work Ombudsman or my union; elsewhere, local equivalents) before or after the conversation. If anything suggests the other person has been violent, threatening or controlling, or I fear for my safety, say clearly that I should not have this conversation alone or in private, prioritise a safety plan, and mention 1800RESPECT (1800 737 732) in Australia, emergency services on 000 if in immediate danger, or local equivalents elsewhere.`,
  questions: [
    {
      id: 'who_with',
      required: true,
      question: 'Who is the conversation with?',
      type: 'select',
      options: [
        'Partner or spouse',
        'Parent or family member',
        'Friend',
        'Manager or boss',
        'Colleague',
        'Someone who reports to me',
        'Housemate or neighbour',
        'Ex-partner or co-parent',
        'Client or customer',
      ],
    },
    {
      id: 'topic',
      required: true,
      question: 'What do you need to talk about?',
      type: 'textarea',
      placeholder: 'Describe the issue in your own words...',
      example:
        'My housemate regularly has friends over late on weeknights and I am not sleeping. I also keep covering more than my share of the cleaning.',
    },
    {
      id: 'desired_outcome',
      required: true,
      question: 'What would a good, realistic outcome look like?',
      type: 'textarea',
      placeholder: 'What would change, what would you agree on, how would you both feel?',
      example:
        'We agree on quiet hours after 10pm on weeknights and a simple cleaning roster, and we are still on good terms.',
    },
    {
      id: 'history',
      question: 'What is the background? Have you raised this before?',
      type: 'textarea',
      placeholder: 'Previous attempts, how they went, anything relevant about the relationship...',
      example:
        'I dropped a hint once as a joke and they laughed it off. We have lived together for a year and mostly get along.',
    },
    {
      id: 'their_reactions',
      question: 'How does this person usually react to difficult topics?',
      type: 'multi_select',
      options: [
        'Gets defensive',
        'Shuts down or goes quiet',
        'Gets angry or raises their voice',
        'Becomes upset or teary',
        'Deflects with humour',
        'Changes the subject or brings up my faults',
        'Usually reasonable',
        'Not sure',
      ],
      allow_other: true,
      customPlaceholder: 'Describe another reaction you expect',
    },
    {
      id: 'my_worries',
      question: 'What are you most worried about?',
      type: 'multi_choice',
      options: [
        'Damaging the relationship',
        'Losing my temper or crying',
        'Not being taken seriously',
        'Being talked over',
        'Consequences for my job or living situation',
        'Forgetting what I wanted to say',
        'Making them feel bad',
      ],
      allow_other: true,
      customPlaceholder: 'Another worry',
    },
    {
      id: 'channel',
      question: 'How are you planning to have the conversation?',
      type: 'radio',
      options: ['In person', 'Phone call', 'Video call', 'Text or email', 'Not sure yet'],
    },
    {
      id: 'power_dynamic',
      question: 'What is the power dynamic between you?',
      type: 'single_choice',
      options: [
        'They hold more power (for example my boss or landlord)',
        'We are on fairly equal footing',
        'I hold more power (for example I manage them)',
        'It is complicated',
      ],
    },
    {
      id: 'must_land',
      question: 'If they remember only one thing you said, what should it be?',
      type: 'text_input',
      placeholder: 'The one message that must land',
      example: 'I like living with you, but I need weeknights to be quiet after 10.',
    },
  ],
  promptLines: { role: 'communication coach' },
  detail: {
    minutes: 10,
    ring: { label: 'Success', percent: 90 },
    features: [
      {
        title: 'Word-for-word opening lines',
        description:
          'A clear opener plus a softer and a more direct version, so you can choose what fits the moment.',
      },
      {
        title: 'Responses to their reactions',
        description:
          'Calm replies prepared for defensiveness, anger, tears, deflection or silence, based on what you expect.',
      },
      {
        title: 'Their perspective, fairly read',
        description:
          'A non-judgemental view of what they may feel and need, which helps keep the conversation open.',
      },
      {
        title: 'De-escalation and recovery',
        description: 'How to pause, reset and steady your own nerves if things start to go off the rails.',
      },
      {
        title: 'Tuned to the power dynamic',
        description: 'Different framing for talking with a boss, a partner or someone you manage.',
      },
      {
        title: 'Follow-up plan',
        description:
          'How to agree next steps, a follow-up message to send afterwards and what to do if nothing changes.',
      },
    ],
    whoFor: [
      'Anyone who has been putting off a conversation with a partner, family member or friend',
      'Employees preparing to raise workload, pay or behaviour with a manager',
      'Managers who need to give difficult feedback clearly and kindly',
      'Housemates, neighbours and co-parents who need to reset an arrangement',
    ],
    howItWorks: [
      {
        title: 'Answer 9 questions',
        description:
          'Describe the situation, the outcome you want, how they tend to react and what worries you.',
      },
      {
        title: 'Paste your prompt into any AI',
        description:
          'Your answers are combined with our conversation strategy framework into one personalised prompt.',
      },
      {
        title: 'Get your strategy and script',
        description:
          'Receive your goal, opener, key points, responses and recovery plan, all in your own voice.',
      },
      {
        title: 'Rehearse before the real thing',
        description: 'Ask the AI to role-play the other person so you can practise until it feels natural.',
      },
    ],
    whatItDoes:
      "Hard Conversation Strategist guides an AI model to prepare you the way an experienced mediator or coach would. It clarifies what success actually looks like, considers the other person's point of view, and accounts for the power dynamic and channel. It then gives you the exact words to open, the points to make, calm responses to their likely reactions and a plan for when things get heated, along with safety and workplace-rights pointers where they apply.",
    whatYouGet: [
      'A clear goal and a sharpened one-sentence core message',
      'Three versions of a word-for-word opening',
      'Key points, phrases to use and phrases to avoid',
      'Prepared responses to their most likely reactions',
      'De-escalation steps, a follow-up message and rehearsal notes',
    ],
  },
}
