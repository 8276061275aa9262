import type { SeedTemplate } from '../template-seed.ts'

export const payRisePitch: SeedTemplate = {
  id: 'pay-rise-pitch',
  slug: 'pay-rise-pitch',
  staticPage: false,
  name: 'Pay Rise Pitch',
  description:
    'Walk into your pay conversation with a researched number, a tight evidence case, a word-for-word script and calm answers to every likely objection.',
  howToUse:
    'List your wins with numbers wherever you can, then paste your personal prompt into an AI model that can browse the web so it can check current pay for your role and location. Practise the script out loud at least twice, send the meeting request, and use the follow-up email straight after the conversation.',
  category: 'Career & Business',
  tier: 'daily',
  masterPrompt: `Prepare me for a pay rise or salary conversation with my manager. The goal is a fair, well-evidenced ask delivered calmly, with a plan for every likely response, that protects the working relationship. Everything must be built from my role, location, current pay, achievements, workplace situation, conversation format, the alternatives I value and the worry I named.

Produce these sections, with these headings:

1. Your Market Value. Research current pay for my role, seniority, industry and location from reliable sources: recent job ads for comparable roles, recruiter salary guides and official data (in Australia, for example, Jobs and Skills Australia; local equivalents elsewhere). Name each source and how recent it is. If my role is covered by a modern award or enterprise agreement, explain that the award or agreement sets minimum rates and any scheduled increases, point me to the Fair Work Ombudsman pay guides to confirm I am classified and paid correctly, and frame the ask as an above-award payment, reclassification or promotion where that fits. Finish with three numbers: my target ask, the figure I would be happy with, and my walk-away floor, each stated as an annual amount and a percentage increase. Make clear whether figures include superannuation. If reliable data is thin, say so and give a cautious range rather than a false figure.

2. Your Evidence File. Turn my achievements into five to seven impact statements in the form "I did X, which resulted in Y for the business", quantified where possible, and group them under value delivered, extra responsibilities taken on, and skills gained. Mark any statement that needs a number I should look up before the meeting.

3. The Ask. A single, specific number with a one-sentence justification linking market value to my evidence. Explain briefly why a specific figure works better than a vague request, and why I should pause and let the manager respond after stating it.

4. Your Script. A word-for-word script for my conversation format (face to face, video, phone, email first or formal review): the meeting request message, an opening that sets a positive tone, the evidence in under two minutes, the ask, and a close that agrees next steps and a date. Keep it natural and in plain language so it sounds like me, not like a negotiation textbook. If I said I have an outside offer, tell me to mention it only if it is real and I would genuinely consider taking it; never encourage bluffing.

5. Objection Handling. Six likely responses tailored to my workplace situation, such as "there is no budget right now", "wait for the annual review", "everyone is getting the same increase", "you need to do more first", "that is above the band" and a simple "no", each with a calm, short reply and a follow-up question that keeps the conversation moving.

6. Plan B and Follow-Up. How to trade towards the alternatives I said I value if the full amount is not possible, including asking for a written review date with agreed targets. Provide a short follow-up email summarising what was agreed. Add a next-steps plan if the answer is no: when to ask again, what to achieve first, and when it may be time to look elsewhere.

7. Your Nerves Plan. Three specific techniques for the worry I named, such as a one-line reset phrase, rehearsing out loud, or writing the three numbers on a note.

Keep the tone confident, respectful and realistic. Note that in Australia employees generally have a workplace right to share, or not share, their own pay information, which can help when comparing with colleagues, and that this is general information, not legal or financial advice; if I suspect underpayment, the Fair Work Ombudsman or my union can help.`,
  questions: [
    {
      id: 'role_pay',
      required: true,
      question: 'What is your role, employer type, location and current pay?',
      type: 'text_input',
      placeholder: 'Job title, company type and size, city, salary or hourly rate',
      example: 'Senior marketing coordinator at a mid-size retail company in Brisbane, $82,000 plus super',
    },
    {
      id: 'wins',
      required: true,
      question: 'What have you achieved since your last pay review? Include numbers where you can.',
      type: 'textarea',
      placeholder: 'Results, projects, extra duties, praise, new skills',
      example:
        'Ran the spring campaign that lifted online sales about 18% on last year, trained two new starters, took over the agency budget when my manager left, completed a Google Analytics certificate.',
    },
    {
      id: 'target',
      required: true,
      question: 'What are you hoping for, and what have you seen advertised for similar roles?',
      type: 'text',
      placeholder: 'Your hoped-for figure and any comparisons',
      example: 'Hoping for $92,000; seen similar jobs on SEEK at $90,000 to $100,000',
    },
    {
      id: 'situation',
      question: 'What is the situation at work? Tick all that apply.',
      type: 'multi_select',
      options: [
        'Annual review coming up',
        'The company is doing well',
        'The company is cutting costs',
        'I have taken on extra duties',
        'I have an outside offer',
        'My role is covered by an award or enterprise agreement',
        'I have a new manager',
        'Colleagues doing similar work earn more',
      ],
      allow_other: true,
      customPlaceholder: 'Anything else, e.g. a restructure is rumoured',
    },
    {
      id: 'format',
      question: 'How will the conversation happen?',
      type: 'radio',
      options: [
        'Face to face',
        'Video call',
        'Phone call',
        'Email first, then a meeting',
        'As part of a formal performance review',
      ],
    },
    {
      id: 'alternatives',
      question: 'If the full pay rise is not possible, what else would you value?',
      type: 'multiple_choice_with_other',
      options: [
        'Extra annual leave',
        'Flexible or remote work',
        'A new title',
        'Training or study budget',
        'A bonus',
        'A review in 3 to 6 months with agreed targets',
        'Extra superannuation',
      ],
      allow_other: true,
      customPlaceholder: 'Something else, e.g. a 4-day week',
    },
    {
      id: 'worry',
      question: 'What worries you most about the conversation?',
      type: 'select',
      options: [
        'Being told no',
        'Sounding greedy',
        'Getting flustered or emotional',
        'Damaging the relationship',
        'Not knowing what I am worth',
        'Being asked to justify the number',
      ],
    },
  ],
  promptLines: { role: 'salary negotiation coach', locale: true, browse: true },
  detail: {
    minutes: 5,
    ring: { label: 'Success', percent: 85 },
    features: [
      {
        title: 'A researched number',
        description:
          'Current pay for your role and location from named sources, turned into a target, a happy figure and a walk-away floor.',
      },
      {
        title: 'Evidence that persuades',
        description: 'Your wins rewritten as clear impact statements that show value to the business.',
      },
      {
        title: 'A word-for-word script',
        description: 'From the meeting request to the close, written for your format so it sounds like you.',
      },
      {
        title: 'Answers to every objection',
        description:
          'Calm replies to "no budget", "wait for the review" and more, plus a Plan B built on what you value.',
      },
    ],
    whoFor: [
      'Employees who feel underpaid but are not sure what to ask for',
      'People who have taken on extra responsibility without extra pay',
      'Anyone preparing for an annual review or salary discussion',
      'People who find money conversations uncomfortable',
    ],
    howItWorks: [
      {
        title: 'Answer seven questions',
        description: 'Your role and pay, your wins, your target, the workplace situation and your worries.',
      },
      {
        title: 'Run your prompt in any AI',
        description:
          'Paste it into a model with web access so it can check current market pay for your role.',
      },
      {
        title: 'Rehearse and ask',
        description: 'Practise the script, send the meeting request and follow up in writing afterwards.',
      },
    ],
    whatItDoes:
      'Pay Rise Pitch researches what your role is worth where you live, checks award or agreement minimums where they apply, and sets three clear numbers for the conversation. It turns your achievements into persuasive evidence, gives you a natural word-for-word script for your meeting format, prepares calm answers to the most likely objections, and builds a Plan B around the non-salary benefits you care about. A follow-up email and a short plan for your nerves mean you walk in prepared and walk out with agreed next steps.',
    whatYouGet: [
      'A market pay range with named sources and your three key numbers',
      'Five to seven evidence statements showing your impact',
      'A word-for-word script and meeting request',
      'Six objection responses and a Plan B',
      'A ready-to-send follow-up email',
      'Techniques to handle your specific worry',
    ],
  },
}
