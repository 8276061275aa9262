import type { SeedTemplate } from '../template-seed.ts'

export const sideHustleLauncher: SeedTemplate = {
  id: 'side-hustle-launcher',
  slug: 'side-hustle-launcher',
  staticPage: true,
  name: 'Side Hustle Launcher',
  description:
    'Find the side hustle that fits your skills, hours and budget, then launch it with a 30-day plan, pricing, scripts for your first customers and the admin sorted.',
  howToUse:
    'Answer the questions with your real available hours and budget, not the ideal ones. Paste your personal prompt into an AI model that can browse the web so it can check local demand and going rates. Pick the recommended idea (or ask the AI to rerun the plan for your second choice) and work through the 30-day launch plan one week at a time.',
  category: 'Career & Business',
  tier: 'boost',
  masterPrompt: `Help me choose and launch one side hustle that genuinely fits my life. Be a practical, honest business coach: favour ideas that can earn a first dollar quickly with little money at risk, that use skills and assets I already have, and that fit inside the hours and time slots I actually have. Do not suggest get-rich-quick schemes, multi-level marketing, dropshipping without a clear edge, trading or crypto, or anything that needs money I said I do not have.

Start by generating five candidate ideas drawn from my skills, interests, assets, network, location and preferred kinds of work, including any ideas I already mentioned. Score each out of 5 on: skill fit, time fit (hours and when I am available), startup cost against my budget, speed to first income against my deadline, earning ceiling against my monthly goal, local or online demand (check current job boards, marketplaces, competitor listings and going rates), and fit with my comfort selling and risk appetite. Then produce these sections, with these headings:

1. Your Side Hustle Shortlist. A table of the five ideas with my scores and total, and one line each on why it does or does not suit me. Narrow it to the top three.

2. Your Best Bet. Name the recommended idea and explain in a short paragraph why it beats the others for me, quoting my answers. Describe the exact offer: what I sell, to whom, and the problem it solves.

3. Pricing. Research current going rates for this kind of work in my area or market and give three price points (starter, standard, premium) with what each includes. Show the maths for my effective hourly rate after platform fees, materials, travel and an allowance for tax, and how many sales or hours a month it takes to reach my income goal. Flag if the goal is unrealistic for my hours and say what would make it reachable.

4. Your 30-Day Launch Plan. Week-by-week tasks that fit inside my weekly hours and available times, with each task small enough to finish in one sitting. By day 7 I should have a simple offer ready to show people; by day 14 I should have asked at least ten people; by day 30 I should have tried to land my first paying customers. Use free or low-cost tools.

5. Your First 10 Customers. Where to find them (specific platforms, local groups, noticeboards, communities or people from my network), a short message to send to people I know, a public post, and a reply for when someone asks the price. Match the style to how comfortable I am selling; if I dread selling, lean on referrals, portfolios and platforms that bring customers to me.

6. Money, Tax and Admin. Default to Australia unless I am based elsewhere, in which case give the local equivalents. Cover: getting an ABN, registering a business name if I will trade under a name other than my own, declaring side income to the ATO, keeping records and setting aside money for tax, the GST registration threshold (currently $75,000 turnover; some activities such as ride-sourcing need GST registration from the first dollar), relevant insurance such as public liability, licences or council permits for my idea, and reporting income to Centrelink if I receive payments. If my employment contract restricts outside work or claims intellectual property, tell me to read it and raise it with my employer before launching, and avoid ideas that compete with my employer. Point to business.gov.au and the ATO for current rules, and say plainly that this is general information, not financial, tax or legal advice; a registered tax agent can confirm my situation.

7. Budget and Break-Even. Startup costs and monthly running costs in a table, kept within my budget, and the number of sales needed to break even.

8. Guardrails. How to protect my day job, sleep and relationships given my hours; the signs of burnout to watch for; and clear decision points at day 30 and day 90 to double down, adjust or switch to the second-ranked idea. Address each thing I said is holding me back with one practical counter-move.

End with a "Do This Today" list of three actions that take under 30 minutes each.`,
  questions: [
    {
      id: 'day_job',
      section: 'About you',
      required: true,
      question: 'What do you do now (job, study, caring, or other)?',
      type: 'text',
      placeholder: 'Your current main role',
      example: 'Full-time dental nurse, Monday to Friday',
    },
    {
      id: 'skills',
      required: true,
      question: 'What skills or qualifications do you have, and what do people ask you for help with?',
      type: 'textarea',
      placeholder: 'Work skills, hobbies, things friends always ask you to do',
      example:
        'Good with Canva and social media, friends ask me to design party invites, Certificate III in hospitality, can sew and alter clothes.',
    },
    {
      id: 'interests',
      question: 'Which interests or hobbies would you enjoy earning from?',
      type: 'text_input',
      placeholder: 'A few interests',
      example: 'Dogs, vintage clothing, baking',
    },
    {
      id: 'hours',
      section: 'Time and money',
      required: true,
      question: 'How many hours a week can you commit?',
      type: 'select',
      options: ['Under 5 hours', '5 to 10 hours', '10 to 15 hours', '15 to 20 hours', 'More than 20 hours'],
    },
    {
      id: 'availability',
      question: 'When are you usually available?',
      type: 'multi_select',
      options: [
        'Weeknight evenings',
        'Early mornings',
        'Weekends',
        'Weekday daytime',
        'School hours only',
        'It changes week to week',
      ],
    },
    {
      id: 'startup_budget',
      question: 'How much could you invest to get started?',
      type: 'radio',
      options: [
        'Nothing, it needs to be free',
        'Under $200',
        '$200 to $1,000',
        '$1,000 to $5,000',
        'Over $5,000',
      ],
    },
    {
      id: 'income_goal',
      required: true,
      question: 'What monthly side income would you like within six months?',
      type: 'select',
      options: [
        '$200 to $500',
        '$500 to $1,000',
        '$1,000 to $2,500',
        '$2,500 to $5,000',
        'Over $5,000, I may want to go full-time',
      ],
    },
    {
      id: 'first_income',
      question: 'How soon do you need the first income?',
      type: 'single_choice',
      options: [
        'Within 2 weeks',
        'Within a month',
        'Within 3 months',
        'No rush, I am building for the long term',
      ],
    },
    {
      id: 'work_style',
      section: 'The hustle',
      question: 'What kinds of side hustle appeal to you?',
      type: 'multiselect',
      options: [
        'Services for local clients in person',
        'Online freelancing',
        'Making and selling physical products',
        'Digital products (templates, guides, courses)',
        'Content creation (video, newsletter, social)',
        'Teaching or tutoring',
        'Buying and reselling',
        'Gig platforms (delivery, rideshare, odd jobs)',
      ],
      allow_other: true,
      customPlaceholder: 'Another type, e.g. event photography',
    },
    {
      id: 'assets',
      question: 'What do you already have that could help?',
      type: 'multi_choice',
      options: [
        'A car, van or ute',
        'Tools or trade equipment',
        'A good camera or phone',
        'Laptop and reliable internet',
        'Spare room, garage or storage',
        'A social media following',
        'Industry contacts',
        'Craft or hobby equipment',
      ],
      allow_other: true,
      customPlaceholder: 'Something else, e.g. a trailer or a sewing machine',
    },
    {
      id: 'selling_comfort',
      question: 'How comfortable are you promoting yourself and selling?',
      type: 'radio',
      options: [
        'Very, I enjoy talking to people',
        'Okay once I get going',
        'Uncomfortable, I would rather it sold itself',
        'I dread it',
      ],
    },
    {
      id: 'risk',
      question: 'What is your appetite for risk?',
      type: 'single_choice',
      options: [
        'Very cautious: no debt, no big spending',
        'Moderate: small, tested bets',
        'Adventurous: happy to invest to grow faster',
      ],
    },
    {
      id: 'employer_rules',
      question:
        'Does your employment contract mention outside work, conflicts of interest or intellectual property?',
      type: 'select',
      options: [
        'No, not that I know of',
        'Yes, it restricts some outside work',
        'I need to check',
        'Not applicable, I am not an employee',
      ],
    },
    {
      id: 'location',
      question: 'Where are you based, and how far would you travel for work?',
      type: 'text_input',
      placeholder: 'Suburb or city, country, travel distance',
      example: 'Geelong VIC, happy to travel about 20 km',
    },
    {
      id: 'network',
      section: 'Your head start',
      question: 'Who do you know who could be an early customer or send work your way?',
      type: 'textarea',
      placeholder: 'Groups, workplaces, clubs, communities, online followers',
      example:
        'Other parents at the local school, my netball club, an Instagram account with 900 followers, my sister runs a cafe.',
    },
    {
      id: 'ideas',
      question: 'Any ideas you have already been considering? (optional)',
      type: 'textarea',
      placeholder: 'Ideas you are curious about, even half-formed ones',
      example: 'Dog walking, or selling upcycled denim jackets at markets',
    },
    {
      id: 'past_attempts',
      question: 'Have you tried a side hustle before? What happened?',
      type: 'text',
      placeholder: 'What you tried and why it stopped, or "no"',
      example: 'Sold candles on Etsy in 2022, got a few sales but the fees and postage ate the profit',
    },
    {
      id: 'blockers',
      question: 'What is holding you back the most?',
      type: 'multiple_choice_with_other',
      options: [
        'Not sure what to start',
        'Not enough time',
        'Fear of failing or being judged',
        'Not knowing how to find customers',
        'Tax and admin confusion',
        'Working out what to charge',
        'Worried about burning out',
      ],
      allow_other: true,
      customPlaceholder: 'Something else, e.g. my partner is not on board',
    },
  ],
  promptLines: { role: 'small business mentor', locale: true, browse: true },
  detail: {
    minutes: 12,
    ring: { label: 'Success', percent: 85 },
    features: [
      {
        title: 'Ideas scored for you',
        description:
          'Five side hustle ideas scored against your skills, hours, budget, deadline and income goal, narrowed to a clear best bet.',
      },
      {
        title: 'Pricing with real maths',
        description:
          'Three price points based on current going rates, your true hourly rate after costs, and the sales needed to hit your goal.',
      },
      {
        title: 'A 30-day launch plan',
        description: 'Week-by-week tasks sized to fit the hours and time slots you actually have.',
      },
      {
        title: 'Your first 10 customers',
        description:
          'Where to find them and ready-to-send messages matched to how comfortable you are selling.',
      },
      {
        title: 'Tax and admin made simple',
        description:
          'ABN, business names, GST, records, insurance and employer-contract checks explained in plain language.',
      },
      {
        title: 'Guardrails against burnout',
        description:
          'Clear day 30 and day 90 decision points so you know when to double down, adjust or switch.',
      },
    ],
    whoFor: [
      'Employees who want extra income without risking their day job',
      'Parents and carers with small, irregular windows of time',
      'Students and early-career workers wanting to build skills and savings',
      'Anyone with a half-formed idea who needs a push and a plan',
      'People who tried a side hustle before and want to do it properly this time',
    ],
    howItWorks: [
      {
        title: 'Tell us your real situation',
        description:
          'Eighteen questions about your skills, hours, budget, goals, network and what is holding you back.',
      },
      {
        title: 'Get your personal prompt',
        description:
          'Your answers are combined with our business-coaching instructions into one detailed prompt.',
      },
      {
        title: 'Run it in an AI with web access',
        description:
          'The model checks local demand and going rates, scores ideas and builds your launch plan.',
      },
      {
        title: 'Launch in 30 days',
        description: 'Work through one week of the plan at a time and review at the day 30 checkpoint.',
      },
    ],
    whatItDoes:
      'Side Hustle Launcher matches you with a side hustle that fits your skills, assets, hours and appetite for risk, then turns it into a concrete launch. It scores several ideas honestly, recommends the best bet, sets prices from current market rates, and shows how many sales it takes to reach your income goal. You get a 30-day plan sized to your week, scripts to win your first customers, a plain-language rundown of ABN, tax, GST and insurance basics, a budget with a break-even point, and guardrails that protect your day job and your energy.',
    whatYouGet: [
      'A scored shortlist of side hustle ideas and a recommended best bet',
      'Three price points and the sales needed to hit your income goal',
      'A week-by-week 30-day launch plan',
      'Ready-to-send messages for your first 10 customers',
      'A tax, admin and insurance checklist',
      'A startup budget, break-even point and burnout guardrails',
    ],
  },
}
