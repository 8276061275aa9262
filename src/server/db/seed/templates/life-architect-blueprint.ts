import type { SeedTemplate } from '../template-seed.ts'

export const lifeArchitect: SeedTemplate = {
  id: 'life-architect',
  slug: 'life-architect-blueprint',
  staticPage: true,
  name: 'Life & Career Architect',
  description:
    'A deep-dive questionnaire that turns your strengths, values and real-world constraints into two distinct life and career paths, an honest comparison and a 12-month roadmap for the one you choose.',
  howToUse:
    'Set aside about 20 minutes somewhere quiet and answer as honestly as you can. Specific beats impressive: real numbers, real fears and real examples give the AI far more to work with. Paste your personalised prompt into your AI model of choice, read both paths before deciding, then ask follow-up questions to stress-test the roadmap or zoom into any month.',
  category: 'Life & Direction',
  tier: 'super',
  masterPrompt: `Use everything I have shared about my situation, strengths, values, constraints and hopes to design a realistic, well-reasoned direction for the next stage of my life and career. Do not give generic career advice or lists of "top jobs". Every insight, option and step must be traceable to something I told you. Where my answers conflict (for example, I want a bold change but have little financial runway), name the tension openly and design around it rather than ignoring it.

Start by reasoning before recommending. Identify the recurring themes across what energises me, what drains me, my strengths, my values and my ideal day. Look for the underlying pattern (the kinds of problems I like solving, the environments I thrive in, the type of contribution that feels meaningful) rather than job titles. Then weigh that pattern against my hard constraints: financial runway, income needs, responsibilities, hours available each week, location flexibility and appetite for risk. Treat those constraints as design parameters, not reasons to aim low.

Produce your response using these section headings, in this order:

1. Where You Stand Today: a candid, compassionate snapshot of my current position in 4 to 6 sentences, including what is working and what is clearly not.

2. Your Core Pattern: the 3 to 5 themes that connect my energisers, strengths and values, each with a one-line explanation of the evidence from my answers. Include one blind spot or hidden asset I may be underestimating.

3. Path A and Path B: two genuinely different directions, not minor variations. Path A should build on my existing experience and can be started without a major leap. Path B should be a bolder reinvention that still respects my non-negotiables. For each path give: a name and one-sentence summary; what my work and life would look like day to day once established; why it fits my pattern; the skills, credentials or experience gaps to close and the most efficient way to close them given how I like to learn; an honest picture of income over 1 to 3 years (give ranges, say they are approximate, and tell me what to verify); the main risks; and one low-cost experiment I could run within 30 days to test the path before committing.

4. Side-by-Side Comparison: a table comparing both paths on fit with my values, income stability, time to traction, risk, effect on my other life priorities, and required upfront investment.

5. My Recommendation: which path you would choose in my position and why, the conditions under which the other path would be the better choice, and a simple decision test I can use if I am still torn after running the experiments.

6. Your 12-Month Roadmap: for the recommended path, broken into four quarters. For each quarter give a theme, 3 to 5 concrete milestones, the key habit or weekly commitment (sized to the hours I said I have), and a measurable checkpoint that tells me whether I am on track. Weave in the other life areas I said matter over the next 12 months so the plan supports a whole life, not just a career.

7. Your First 14 Days: a day-by-day or step-by-step starter list of small, specific actions, the first of which I can do today in under 30 minutes.

8. Obstacles and Fallbacks: address the fears and past derailers I described directly. For each, give a practical countermeasure and an "if this happens, then I will" plan.

9. Review Rhythm: a short monthly self-review (5 questions) and what should trigger a change of course.

When you mention courses, qualifications, professional bodies or pay ranges, default to Australian equivalents (for example TAFE, university micro-credentials, industry associations) if I am in Australia, otherwise use equivalents for my location, and flag anything that varies by state or country. Do not invent statistics, guarantees or success rates. If my answers suggest burnout, significant financial stress or persistent low mood, acknowledge it plainly, suggest that speaking with a GP, financial counsellor or mental health professional could make the plan easier to carry out, and pace the roadmap accordingly.

Be honest rather than flattering and specific rather than motivational. Keep paragraphs tight and use bullet points inside sections where it aids scanning. End with one sentence that names the single most important thing for me to do this week.`,
  questions: [
    {
      id: 'life_stage',
      section: 'Where you are',
      required: true,
      question: 'Which stage of life are you in right now?',
      type: 'select',
      options: [
        'Starting out (roughly 18-24)',
        'Building (roughly 25-34)',
        'Established and re-evaluating (roughly 35-44)',
        'Mid-career and next chapter (roughly 45-54)',
        'Later career or pre-retirement (55+)',
      ],
    },
    {
      id: 'current_role',
      question: 'What is your current job or main occupation?',
      type: 'text',
      placeholder: 'e.g. Senior accountant, stay-at-home parent, uni student',
      example: 'Project coordinator at a mid-sized construction company',
    },
    {
      id: 'industry',
      question: 'Which industry or field have you spent most of your working life in?',
      type: 'text_input',
      placeholder: 'e.g. Healthcare, retail, government, hospitality',
      example: 'Construction and property development',
    },
    {
      id: 'experience_years',
      question: 'How many years of work experience do you have in total?',
      type: 'radio',
      options: ['Less than 2 years', '2-5 years', '6-10 years', '11-20 years', 'More than 20 years'],
    },
    {
      id: 'current_situation',
      required: true,
      question: 'Describe your current work and life situation. What is working, and what is not?',
      type: 'textarea',
      placeholder: 'Workload, relationships at work, how your days feel, what prompted you to do this now...',
      example:
        "The pay is fine and my team is good, but I feel like I am managing other people's deadlines rather than building anything. I get to Sunday night and dread the week. My partner keeps telling me I seem flat.",
    },
    {
      id: 'satisfaction',
      question: 'How satisfied are you with the overall direction of your life right now?',
      type: 'single_choice',
      options: [
        'Very satisfied, I want to build on it',
        'Mostly fine but something is missing',
        'Restless, I know I want change',
        'Stuck and frustrated',
        'In a genuine crossroads or crisis',
      ],
    },
    {
      id: 'energisers',
      section: 'What drives you',
      question: 'What activities make you lose track of time or leave you energised?',
      type: 'textarea',
      placeholder: 'At work, at home, in hobbies, volunteering...',
      example:
        'Helping a new starter get their head around a messy process, redesigning a spreadsheet so everyone can use it, and planning trips for friends down to the last detail.',
    },
    {
      id: 'drainers',
      question: 'What drains you, even when you are good at it?',
      type: 'textarea',
      placeholder: 'Tasks, environments, types of people or pressure...',
      example:
        'Back-to-back meetings, chasing people for updates, office politics and anything with no clear end point.',
    },
    {
      id: 'strengths',
      question: 'Which strengths do other people rely on you for?',
      type: 'multi_select',
      options: [
        'Organising and planning',
        'Solving complex problems',
        'Communicating and explaining',
        'Creativity and ideas',
        'Caring for and supporting people',
        'Leading and motivating',
        'Analysing numbers and data',
        'Building or fixing things',
        'Selling and persuading',
        'Writing',
      ],
      allow_other: true,
      customPlaceholder: 'Another strength people rely on you for',
    },
    {
      id: 'skills',
      question: 'List your key skills, qualifications and certifications.',
      type: 'textarea',
      placeholder: 'Degrees, trade tickets, software, languages, licences, informal skills...',
      example:
        'Bachelor of Business, Excel and Power BI, basic Python, white card, conversational Italian, ran a small market stall for two years.',
    },
    {
      id: 'values',
      required: true,
      question: 'Which values matter most in how you want to live and work? Pick up to five.',
      type: 'multiselect',
      options: [
        'Freedom and autonomy',
        'Financial security',
        'Making a difference',
        'Creativity',
        'Family time',
        'Recognition and status',
        'Learning and growth',
        'Adventure',
        'Stability',
        'Health and balance',
        'Community and belonging',
      ],
      allow_other: true,
      customPlaceholder: 'Another value that guides you',
    },
    {
      id: 'ideal_day',
      section: 'Where you want to go',
      question: 'Describe an ordinary weekday five years from now that would make you quietly happy.',
      type: 'textarea',
      placeholder:
        'Where you wake up, what you work on, who with, when you finish, what the evening looks like...',
      example:
        'I wake up without an alarm most days, work from a small office near home on projects I chose, finish by 4 to collect the kids, and have energy left for a run and cooking dinner.',
    },
    {
      id: 'dream_directions',
      question: 'Which directions, ideas or "what ifs" have you been considering, even loosely?',
      type: 'textarea',
      placeholder: 'Careers, businesses, study, moves, lifestyle changes...',
      example:
        'Becoming a UX designer, starting a small renovation project management business, or moving to a regional town.',
    },
    {
      id: 'non_negotiables',
      question: 'What are your non-negotiables for the next chapter?',
      type: 'multi_choice',
      options: [
        'Stay in my current city or town',
        'Keep a minimum income',
        'Flexible or remote work',
        'Time with children or family',
        'No more full-time study',
        'Work that aligns with my ethics',
        'Reasonable working hours',
        'Job security',
      ],
      allow_other: true,
      customPlaceholder: 'Another non-negotiable',
    },
    {
      id: 'runway',
      section: 'Money and constraints',
      question: 'How much financial runway do you have if your income dropped or paused?',
      type: 'select',
      options: [
        'Less than 1 month of expenses',
        '1-3 months',
        '3-6 months',
        '6-12 months',
        'More than 12 months',
        'Prefer not to say',
      ],
    },
    {
      id: 'income_goal',
      question: 'What income would you need, and what would you love, in three years? Include your currency.',
      type: 'text',
      placeholder: 'e.g. Need AUD 85k, would love 120k',
      example: 'Need at least AUD 90,000 to cover the mortgage; 130,000 would feel great.',
    },
    {
      id: 'responsibilities',
      question: 'Which responsibilities shape your choices right now?',
      type: 'multiple_choice_with_other',
      options: [
        'Children or dependants',
        'Mortgage or rent pressure',
        'Caring for a family member',
        'Current study',
        'A health condition or disability',
        'Debt repayments',
        'Visa or residency conditions',
        'None of these',
      ],
      allow_other: true,
      customPlaceholder: 'Another responsibility',
    },
    {
      id: 'hours_available',
      question: 'How many hours a week can you realistically invest in changing direction?',
      type: 'radio',
      options: ['Under 3 hours', '3-5 hours', '6-10 hours', '11-20 hours', 'More than 20 hours'],
    },
    {
      id: 'risk_appetite',
      question: 'How do you feel about risk when it comes to your career?',
      type: 'single_choice',
      options: [
        'I need safety first, small steps only',
        'Open to calculated risks with a safety net',
        'Comfortable with a big leap if the plan is solid',
        'I thrive on bold moves',
      ],
    },
    {
      id: 'location_flex',
      question: 'How flexible are you on location?',
      type: 'select',
      options: [
        'Must stay where I am',
        'Could move within my state or region',
        'Open to moving interstate or to another region',
        'Open to moving overseas',
        'Prefer fully remote work from anywhere',
      ],
    },
    {
      id: 'learning_style',
      section: 'How you change',
      question: 'How do you prefer to learn new skills?',
      type: 'multi_select',
      options: [
        'Short online courses',
        'Formal qualification (TAFE, college, university)',
        'Mentoring or coaching',
        'Learning on the job',
        'Self-directed projects',
        'Books and podcasts',
        'Workshops and in-person events',
      ],
    },
    {
      id: 'past_attempts',
      question: 'What have you tried before to change direction, and what got in the way?',
      type: 'textarea',
      placeholder: 'Courses started, applications sent, side projects, conversations...',
      example:
        'Started a UX course last year but dropped it after a busy quarter at work. Applied for two roles and did not hear back, which knocked my confidence.',
    },
    {
      id: 'fears',
      question: 'What are your biggest fears or doubts about making a change?',
      type: 'textarea',
      placeholder: 'Be honest, this is where the plan gets real...',
      example:
        'That I am too old to start again, that I will take a pay cut and resent it, and that people will think I have failed.',
    },
    {
      id: 'support',
      question: 'Who or what can support you through this?',
      type: 'multiselect',
      options: [
        'Supportive partner',
        'Family',
        'Close friends',
        'A mentor or former manager',
        'Professional network',
        'Employer training budget',
        'Community or faith group',
        'Not much support right now',
      ],
      allow_other: true,
      customPlaceholder: 'Other support you can draw on',
    },
    {
      id: 'life_areas',
      section: 'The next twelve months',
      question: 'Besides work, which areas of life do you want the next 12 months to improve?',
      type: 'multi_choice',
      options: [
        'Physical health',
        'Mental wellbeing',
        'Relationship or dating',
        'Family time',
        'Finances and savings',
        'Creativity and hobbies',
        'Friendships and community',
        'Travel',
        'Home and living situation',
      ],
    },
    {
      id: 'success_12m',
      required: true,
      question: 'Twelve months from now, what would make you say "that year changed things"?',
      type: 'textarea',
      placeholder: 'Concrete outcomes, feelings, proof points...',
      example:
        'I have a portfolio and one paid design project, I am sleeping better, and I no longer dread Mondays.',
    },
  ],
  promptLines: { role: 'life and career strategist', locale: true },
  detail: {
    minutes: 20,
    ring: { label: 'Depth', percent: 95 },
    features: [
      {
        title: 'Two genuinely different paths',
        description:
          'One path builds on the experience you already have; the other is a bolder reinvention that still respects your non-negotiables.',
      },
      {
        title: 'Honest side-by-side comparison',
        description:
          'Both paths compared on values fit, income stability, risk, time to traction and the upfront investment each needs.',
      },
      {
        title: '12-month roadmap by quarter',
        description:
          'Milestones, weekly commitments sized to the hours you actually have, and checkpoints that show whether you are on track.',
      },
      {
        title: 'Built around your constraints',
        description:
          'Financial runway, responsibilities, location and risk appetite are treated as design inputs, not reasons to aim low.',
      },
      {
        title: '30-day path experiments',
        description:
          'A low-cost test for each path so you can gather real evidence before making a big commitment.',
      },
      {
        title: 'Obstacle and fallback plans',
        description:
          'Your specific fears and past derailers are addressed with practical "if this happens, then I will" plans.',
      },
    ],
    whoFor: [
      'Anyone who feels restless, stuck or quietly unfulfilled and wants a clear direction',
      'People weighing a career change but unsure whether to evolve or reinvent',
      'Parents, carers and busy professionals who need a plan that fits real-life constraints',
      'Graduates and early-career people choosing between very different options',
      'Anyone returning to work or planning a meaningful next chapter later in life',
    ],
    howItWorks: [
      {
        title: 'Answer 26 in-depth questions',
        description:
          'Cover your strengths, values, energy, finances, responsibilities and hopes. Honest specifics make the biggest difference.',
      },
      {
        title: 'Get your personalised prompt',
        description:
          'Your answers are combined with our expert strategist instructions into one detailed prompt.',
      },
      {
        title: 'Paste it into your AI',
        description:
          'Use ChatGPT, Claude or any capable model to receive your two paths, comparison, recommendation and roadmap.',
      },
      {
        title: 'Test, choose and follow up',
        description:
          'Run the 30-day experiments, then ask the AI to adjust the roadmap, zoom into a quarter or rework a path.',
      },
    ],
    whatItDoes:
      'Life & Career Architect guides an AI model to think like a seasoned career and life strategist. Instead of handing you a list of popular jobs, it looks for the pattern underneath your answers, such as the problems you like solving, the environments where you thrive and the values you will not trade, and weighs it against your real constraints. It then designs two distinct paths, compares them honestly, recommends one with clear reasoning and turns it into a quarter-by-quarter plan for the year ahead, plus a two-week starter list so you can begin straight away.',
    whatYouGet: [
      'A candid snapshot of where you stand and the core themes that connect your strengths and values',
      'Two fully described paths, each with skill gaps, approximate income picture, risks and a 30-day test',
      'A side-by-side comparison table and a clear recommendation with a decision test',
      'A 12-month roadmap with quarterly milestones, weekly commitments and checkpoints',
      'A 14-day starter plan, obstacle countermeasures and a monthly review routine',
    ],
  },
}
