import type { SeedTemplate } from '../template-seed.ts'

export const aiPoweredCareerNavigator: SeedTemplate = {
  id: 'ai-powered-career-navigator',
  slug: 'ai-powered-career-navigator',
  staticPage: true,
  name: 'AI-Powered Career Navigator',
  description:
    'Get three to five career paths matched to your skills, values, pay needs and constraints, each with a fit score, current pay research, skill gaps and first steps.',
  howToUse:
    'Answer the eleven questions with real detail, especially your skills, what energises you and your non-negotiables. Paste your personal prompt into an AI model that can browse the web so it can check current pay, demand and training options. Use the comparison table to pick one or two paths to test, then start on the 90-day plan.',
  category: 'Career & Business',
  tier: 'boost',
  masterPrompt: `Recommend three to five career paths for me, and give me a clear way to test and pursue the best one. Think like an experienced career counsellor who also understands the labour market: start from who I am and what I need, not from whichever jobs are fashionable. Every recommendation must be justified by my own answers, and at least one path must be a realistic near move that builds on my current experience, while at least one can be a stretch that matches my energy and values.

Begin with a short section titled "Your Career Profile": my transferable skills (including ones I may not have named, inferred from my role and achievements), the values and conditions that matter most, my minimum income, how much retraining I will accept, and my hard constraints. Keep it to a tight bulleted summary so I can confirm you have understood me.

Then, for each recommended path, use the heading "Path 1", "Path 2" and so on, followed by the job title, and cover:
- Why it fits you: two or three sentences that quote or reference my answers.
- Fit score out of 100, broken down across skills match, values and energy match, pay against my minimum, and fit with my constraints and retraining appetite.
- What the work is really like: a typical week, the work setting, and the parts I may not enjoy.
- Pay and demand: a current pay range for my location and experience level, researched from reliable sources (in Australia, for example Jobs and Skills Australia, current job ads on major boards and recent recruiter salary guides; local equivalents elsewhere). Name the sources, say how current I am, and never present a figure you could not find as fact.
- AI and the future of this role: which tasks AI tools are already changing, which human skills stay valuable, and how I can use AI to stand out rather than be replaced.
- Skill gaps and pathway: what I am missing, and the fastest credible way to close it within my retraining limit (for example short courses, micro-credentials, TAFE certificates, university study, or recognition of prior learning for skills I already have), with typical duration and cost ranges and a note to check current course details.
- First three steps: concrete actions I could complete in the next 30 days.

After the paths, produce these sections, with these headings:

Compare Your Options. A table with each path against fit score, pay range, time and cost to transition, level of risk, and how well it meets my top values.

My Recommendation. Name the path you would test first and why, and what would make a different path the better choice.

Test Before You Leap. Three low-risk ways to try the recommended path before committing, such as informational interviews (with a short message to request one), a small freelance or volunteer project, job shadowing, or a short course. Include what I should look for to know it is right.

Your 90-Day Plan. A month-by-month plan with weekly actions that fit my constraints, including updating my resume and LinkedIn headline for the new direction, people to talk to, and applications or course enrolments by the end of the period.

Be honest. If my minimum income, timeline and retraining appetite cannot all be met at once, say so kindly and show the trade-offs. If I seem burnt out or unhappy rather than in the wrong career, say that too, and mention that a chat with a qualified career practitioner or my GP could help. Note that pay and demand figures change and are a guide rather than a guarantee, and that this is general information, not personal financial advice.`,
  questions: [
    {
      id: 'current_role',
      section: 'Where you are now',
      required: true,
      question: 'What is your current or most recent role, and in which industry?',
      type: 'text_input',
      placeholder: 'Job title, industry, employer type',
      example: 'Retail store manager at a national fashion chain',
    },
    {
      id: 'experience',
      question: 'How many years of work experience do you have?',
      type: 'select',
      options: ['Less than 2 years', '2 to 5 years', '5 to 10 years', '10 to 20 years', 'More than 20 years'],
    },
    {
      id: 'qualifications',
      question: 'What are your highest qualifications, certificates or licences?',
      type: 'text',
      placeholder: 'Degrees, TAFE, certificates, licences',
      example:
        'Bachelor of Arts (psychology major), Certificate IV in Training and Assessment, driver licence',
    },
    {
      id: 'skills',
      required: true,
      question: 'What are you strongest at, and what achievements are you proud of?',
      type: 'textarea',
      placeholder: 'Skills, results, problems you have solved',
      example:
        'Training new staff, rostering for a team of 20, turning around a store with high staff turnover, handling difficult customers, Excel reporting.',
    },
    {
      id: 'energy',
      section: 'What you want next',
      question:
        'What parts of work energise you, what drains you, and which careers have you been curious about?',
      type: 'textarea',
      placeholder: 'What you love, what you dread, jobs you have wondered about',
      example:
        'Love coaching people and seeing them grow. Drained by weekend shifts and sales targets. Curious about HR, learning design or UX research.',
    },
    {
      id: 'values',
      question: 'What matters most in your next role? Choose up to four.',
      type: 'multi_select',
      options: [
        'Higher pay',
        'Job security',
        'Flexibility or remote work',
        'Purpose and helping people',
        'Creativity',
        'Leading people',
        'Work-life balance',
        'Learning and growth',
        'Autonomy',
        'Status and recognition',
      ],
      allow_other: true,
      customPlaceholder: 'Something else, e.g. working outdoors',
    },
    {
      id: 'min_income',
      question: 'What is the minimum yearly income you need (AUD or your local currency)?',
      type: 'select',
      options: [
        'Under $60,000',
        '$60,000 to $80,000',
        '$80,000 to $100,000',
        '$100,000 to $130,000',
        '$130,000 to $160,000',
        'Over $160,000',
      ],
    },
    {
      id: 'retraining',
      question: 'How much retraining would you consider?',
      type: 'radio',
      options: [
        'None, I want to use what I have',
        'Short courses of a few weeks',
        'A certificate or diploma (6 to 18 months)',
        'A degree or major retraining (2 years or more)',
      ],
    },
    {
      id: 'work_setting',
      question: 'What work settings suit you?',
      type: 'multiple_choice_with_other',
      options: [
        'Fully remote',
        'Hybrid',
        'In an office',
        'Outdoors',
        'Travelling or on the road',
        'Hands-on (workshop, site, clinic, classroom)',
      ],
      allow_other: true,
      customPlaceholder: 'Another setting, e.g. a hospital or a lab',
    },
    {
      id: 'change_size',
      section: 'The change',
      required: true,
      question: 'How big a change are you looking for?',
      type: 'single_choice',
      options: [
        'Same field, better role',
        'A nearby move that uses my skills',
        'A complete career change',
        'Not sure, show me a range',
      ],
    },
    {
      id: 'constraints',
      question:
        'Any constraints or non-negotiables? (location, caring duties, health, visa, timing, finances)',
      type: 'textarea',
      placeholder: 'What any new career must work around',
      example:
        'Live in Newcastle NSW and will not relocate. Two kids in primary school, need to finish by 3pm twice a week. Can afford to study part-time only.',
    },
  ],
  promptLines: { role: 'career strategist', locale: true, browse: true },
  detail: {
    minutes: 15,
    ring: { label: 'Accuracy', percent: 90 },
    features: [
      {
        title: 'Three to five matched paths',
        description:
          'Career options that fit your skills, values, income needs and constraints, including at least one realistic near move.',
      },
      {
        title: 'Fit scores you can question',
        description:
          'Each path is scored out of 100 with the breakdown shown, so you can see exactly why it ranks where it does.',
      },
      {
        title: 'Current pay and demand research',
        description:
          'Pay ranges and job demand for your location, with the sources named so you can check them.',
      },
      {
        title: 'AI-ready career advice',
        description:
          'How AI is changing each role, which human skills stay valuable, and how to use AI tools to stand out.',
      },
      {
        title: 'Skill gaps and pathways',
        description:
          'The fastest credible route into each path within the amount of retraining you are willing to do.',
      },
      {
        title: 'A 90-day plan',
        description: 'Low-risk ways to test your top path, then month-by-month actions to make the move.',
      },
    ],
    whoFor: [
      'People who feel stuck or unfulfilled and are not sure what else they could do',
      'Mid-career professionals weighing a change without starting from scratch',
      'Parents and carers returning to work who need a path that fits their life',
      'Anyone worried about how AI will affect their current job',
      'Graduates deciding which direction to take first',
    ],
    howItWorks: [
      {
        title: 'Answer eleven questions',
        description: 'Your experience, skills, what energises you, values, income needs and constraints.',
      },
      {
        title: 'Get your personal prompt',
        description:
          'Your answers are combined with our career-counselling instructions into one detailed prompt.',
      },
      {
        title: 'Run it with web access',
        description:
          'Paste it into ChatGPT, Claude or another model that can browse, so pay, demand and course details are current.',
      },
      {
        title: 'Test, then move',
        description: 'Try your top path with low-risk experiments before following the 90-day plan.',
      },
    ],
    whatItDoes:
      'AI-Powered Career Navigator builds a clear picture of your transferable skills, values and constraints, then recommends three to five career paths that genuinely fit. For each one you see why it suits you, a fit score with the breakdown, what the work is really like, current pay and demand for your location, how AI is reshaping the role, the skills you would need and the quickest credible way to get them. It finishes with a side-by-side comparison, a recommended path, low-risk ways to test it and a 90-day action plan.',
    whatYouGet: [
      'A summary of your transferable skills and career priorities',
      'Three to five career path recommendations with fit scores',
      'Researched pay ranges, demand and AI outlook for each path',
      'Skill gaps and training pathways with time and cost ranges',
      'A comparison table and a recommended first path',
      'Low-risk tests and a 90-day action plan',
    ],
  },
}
