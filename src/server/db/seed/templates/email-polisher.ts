import type { SeedTemplate } from '../template-seed.ts'

export const emailPolisher: SeedTemplate = {
  id: 'email-polisher',
  slug: 'email-polisher',
  staticPage: false,
  name: 'Email Polisher',
  description:
    'Turn a rough draft into a clear, well-pitched email that gets the response you want, with a subject line, a shorter alternative and notes on what changed.',
  howToUse:
    'Paste your draft, however messy, then say what you want the reader to do, who they are and the tone you are after. Run the prompt in your AI model, pick the version you like, and check the names, dates and details before you hit send.',
  category: 'Power Tools',
  tier: 'daily',
  masterPrompt: `Rewrite the draft email below so it achieves my goal with the reader I described, in the tone I chose. A good email is easy to act on: the reader knows within the first two lines why it matters to them and what is being asked, and nothing in it creates confusion, friction or an unintended impression.

Before rewriting, work out the single most important outcome (a reply, a decision, a meeting, approval, forgiveness, payment) and what this reader needs in order to say yes: context, a reason, a deadline, reassurance, or simply brevity. Then restructure around that. Lead with the purpose, keep one idea per paragraph, make any request specific (who, what, by when), and end with a clear next step. Cut filler, repetition, over-apologising, hedging and jargon the reader may not share. Keep sentences short enough to read on a phone.

Protect the substance. Keep every fact, figure, date, name and commitment from the draft, and do not invent new details, promises or claims. If something essential is missing (a date, an attachment, an amount, who the reader should contact), insert a clear placeholder in square brackets and mention it in your notes. Keep my own voice where it works, especially if I asked you to, and follow my other preferences exactly (length, subject line, assertiveness, grammar-only edits). If I asked for grammar fixes only, make minimal changes and list them.

Calibrate tone carefully for the audience. With senior people and clients, be concise and confident without being curt. With colleagues, be warm and direct. In complaints, disputes or requests to landlords, agencies or companies, be firm, factual and polite, state the outcome wanted and a reasonable timeframe, and avoid emotional or accusatory language that weakens my position. If the draft contains anything that could backfire if forwarded (sarcasm, blame, confidential details, legal admissions, heated wording), soften or remove it and explain why. For anything with legal, employment or financial consequences, suggest I consider getting appropriate advice before sending.

Present your answer with these headings:

1. Polished email: a subject line (unless I said not to include one), then the full email ready to copy, with greeting and sign-off.
2. Alternative version: a noticeably shorter version, or a version with a slightly different tone if brevity is already the priority, with one line on when to use it instead.
3. What changed and why: three to six short bullet points explaining the main improvements, so I can learn the pattern.
4. Before you send: a quick checklist of placeholders to fill, facts to double-check (names, dates, amounts, attachments) and any timing advice, such as not sending a heated email until the next morning.

Use the spelling conventions that match my location and the draft (Australian or British English by default if unclear), and keep formatting simple so it pastes cleanly into any email client.`,
  questions: [
    {
      id: 'draft',
      required: true,
      question: 'Paste your draft email.',
      type: 'textarea',
      placeholder: 'Your draft, however rough, including any subject line',
      example:
        'Hi Sam, just following up again about the invoice from March, not sure if you got my last email, we still havent been paid and its getting a bit ridiculous tbh. Can you let me know whats happening. Thanks',
    },
    {
      id: 'goal',
      required: true,
      question: 'What do you want this email to achieve?',
      type: 'text',
      placeholder: 'The action, decision or feeling you want from the reader',
      example: 'Get invoice #1042 ($2,400) paid by the end of next week without damaging the relationship',
    },
    {
      id: 'audience',
      question: 'Who is the reader?',
      type: 'select',
      options: [
        'My manager or a senior leader',
        'A colleague or team',
        'A client or customer',
        'A supplier or contractor',
        'A recruiter or hiring manager',
        'A landlord, agent, company or government body',
        'A friend or family member',
      ],
    },
    {
      id: 'tone',
      question: 'What tone do you want?',
      type: 'radio',
      options: [
        'Warm and friendly',
        'Professional and neutral',
        'Firm but polite',
        'Short and direct',
        'Apologetic',
        'Persuasive',
      ],
    },
    {
      id: 'preferences',
      question: 'Any other preferences?',
      type: 'multi_select',
      options: [
        'Keep it short',
        'Include a subject line',
        'Keep my voice',
        'Make it more assertive',
        'Soften it',
        'Add a clear call to action',
        'Fix grammar only',
      ],
      allow_other: true,
      customPlaceholder: 'Anything else, e.g. mention the attached report',
    },
  ],
  promptLines: { role: 'expert email editor' },
  detail: {
    minutes: 3,
    ring: { label: 'Speed', percent: 95 },
    features: [
      {
        title: 'Goal-first rewrite',
        description:
          'Restructures your draft around the outcome you want, with a specific request and a clear next step.',
      },
      {
        title: 'Tone tuned to the reader',
        description:
          'Pitches the email for managers, clients, colleagues, companies or family, and removes wording that could backfire.',
      },
      {
        title: 'Your facts, kept intact',
        description:
          'Keeps every name, date and figure, never invents details, and marks anything missing with a placeholder.',
      },
      {
        title: 'Two versions and the why',
        description:
          'A polished email plus a shorter or alternative version, with brief notes on what changed.',
      },
    ],
    whoFor: [
      'Anyone staring at a draft that does not sound quite right',
      'People chasing payments, raising complaints or asking for something awkward',
      'Professionals writing to managers, clients and recruiters',
      'Non-native English speakers who want natural, confident emails',
    ],
    howItWorks: [
      {
        title: 'Paste your draft',
        description: 'Add your draft, the goal, the reader and the tone you want.',
      },
      {
        title: 'Get the rewrite',
        description:
          'Your AI model returns a polished email, an alternative version and notes on the changes.',
      },
      {
        title: 'Check and send',
        description: 'Fill any placeholders, confirm the details and send with confidence.',
      },
    ],
    whatItDoes:
      'Email Polisher rewrites your draft so it gets the response you want. It works out the key outcome, restructures the email to lead with purpose, tightens the wording, matches the tone to your reader and removes anything that could backfire if forwarded, while keeping every fact and commitment from your original. You get a ready-to-send version with a subject line, a shorter alternative, a quick explanation of what changed and a pre-send checklist.',
    whatYouGet: [
      'A polished, ready-to-send email with a subject line',
      'A shorter or alternative-tone version',
      'Brief notes on what changed and why',
      'A pre-send checklist of placeholders and details to confirm',
    ],
  },
}
