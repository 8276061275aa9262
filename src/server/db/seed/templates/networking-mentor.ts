import type { SeedTemplate } from '../template-seed.ts'

export const networkingMentor: SeedTemplate = {
  id: 'networking-mentor',
  slug: 'networking-mentor',
  staticPage: true,
  name: 'Networking Mentor',
  description:
    'A complete, personality-friendly networking system: who to meet, what to say, ready-to-send messages, an event game plan and a 90-day plan tied to your goal.',
  howToUse:
    'Set aside 25 minutes and answer honestly, especially about what makes networking hard for you. Paste your personal prompt into an AI model that can browse the web so it can find real groups and events near you. Save the result, send your first reconnect messages the same day, and use the follow-up tracker every week.',
  category: 'Career & Business',
  tier: 'super',
  masterPrompt: `Design a complete, personal networking system for me. The aim is genuine, mutually useful relationships that move me towards my stated 90-day outcome, not collecting contacts. Build everything around my personality and comfort level: if networking drains or worries me, favour one-on-one conversations, written outreach, small groups and structured settings over crowded mixers, and show me how to use the strengths I listed. Respect every boundary I named. Every script, target and plan must reflect my role, goal, location, channels, time budget and the things that trip me up; avoid generic networking advice.

Produce these sections, with these headings:

1. Your Networking Strategy. In one short paragraph, restate my goal as a networking objective and name the approach that suits me (for example "warm reconnections plus two targeted communities"). Then give a weekly rhythm that fits exactly inside the time I have, split between reconnecting, meeting new people, giving value and following up.

2. Your Network Map. Three tiers: warm contacts (starting with the people I listed, using first names only and suggesting who to contact first and why), weak ties worth reviving (alumni, former colleagues, communities I already belong to), and new targets (the roles, companies and people I want to meet). Research real, current professional associations, industry groups, meetups, alumni networks, online communities and upcoming events relevant to my industry and location, with links where possible. Tell me to confirm dates and costs, and never invent an event or group you could not find.

3. Your Introductions. Rewrite my current self-introduction into a 10-second version, a 30-second version and a 60-second version, each ending with a natural hook or question, plus a two-sentence written version for messages and a LinkedIn headline. Keep them conversational and true to my voice; never overstate my experience.

4. Outreach Scripts. Ready-to-send messages, each short and specific: a reconnect message to a warm contact, a connection request to someone I have never met (keep it brief, personal and under about 200 characters), a request for a 20-minute coffee chat or informational interview, a request for a warm introduction, a thank-you after a conversation, and a polite follow-up when someone has not replied. Show how to personalise each one and when to stop following up.

5. Your Event Game Plan. Before, during and after an event, tailored to any upcoming event I mentioned. Include how to prepare (who will be there, three goals), a realistic target (for example two or three good conversations), conversation starters that do not rely on small talk, graceful ways to join a group and to exit a conversation, how to remember names, and what to send within 48 hours.

6. Conversation Toolkit. For each thing I said trips me up, a specific technique with example words, such as questions that get people talking, how to explain what I do, and how to ask for help without feeling pushy. Include how to offer value using what I said I can give.

7. Your Follow-Up System. A simple tracker table (name, where met, what I care about, last contact, next step, date), a follow-up cadence, and ideas for staying in touch that add value: sharing an article, making an introduction, congratulating a milestone.

8. LinkedIn and Online Presence. Only the changes that matter for my goal and the current state of my profile: headline, About opening, what to post or comment on, and how often. If LinkedIn is not relevant in my field, say so and name the channel that is.

9. Your 90-Day Plan. A week-by-week plan for the first four weeks and a fortnightly plan after that, with numeric targets tied to the success measure I chose, and a short review at days 30, 60 and 90.

Adjust for anything I said shapes how I network, such as English as a second language, being new to the country, neurodivergence, a career break, parenting, disability or living regionally: choose formats, channels and scripts that work for me, and treat these as context rather than weaknesses. If I am new to Australia, or to whichever country I live in, explain any local networking norms that might not be obvious. Remind me to respect privacy and platform rules, never to mass-message or misrepresent myself, and to lead with curiosity and generosity. Close with three things to do in the next 24 hours, starting with the easiest.`,
  questions: [
    {
      id: 'role',
      section: 'Your goals',
      required: true,
      question: 'What is your current role, industry and career stage?',
      type: 'text_input',
      placeholder: 'Role, industry, stage',
      example: 'Mid-level data analyst in insurance, 6 years in, wanting to move into product',
    },
    {
      id: 'goal',
      required: true,
      question: 'What is the main reason you want to network right now?',
      type: 'select',
      options: [
        'Find a new job',
        'Change careers',
        'Win clients or customers',
        'Find a mentor',
        'Get promoted or more visible where I work',
        'Find investors, partners or co-founders',
        'Build a professional circle in a new city or country',
        'Build my reputation in my industry',
      ],
    },
    {
      id: 'goal_detail',
      question: 'What specific outcome would you love in the next 90 days?',
      type: 'textarea',
      placeholder: 'Be as concrete as you can',
      example:
        'Have coffee chats with five product managers in fintech and get at least one referral for a junior PM role.',
    },
    {
      id: 'targets',
      required: true,
      question: 'Who do you want to meet? (roles, companies, industries or specific people)',
      type: 'textarea',
      placeholder: 'Job titles, organisations, communities, names if you have them',
      example:
        'Product managers and heads of product at fintechs and banks in Sydney; people who moved from analytics into product.',
    },
    {
      id: 'location',
      question: 'Where are you based, and are you open to networking online beyond your city?',
      type: 'text',
      placeholder: 'City, country, online preferences',
      example: 'Sydney, Inner West. Happy to do online chats with people anywhere in Australia.',
    },
    {
      id: 'network_now',
      section: 'How you network now',
      question: 'How would you describe your professional network today?',
      type: 'radio',
      options: [
        'Almost non-existent',
        'Small, mostly current or past colleagues',
        'Decent, but I rarely keep in touch',
        'Large, but not relevant to my goal',
        'Strong and active',
      ],
    },
    {
      id: 'comfort',
      question: 'How does networking feel for you?',
      type: 'single_choice',
      options: [
        'Energising, I enjoy it',
        'Fine one-on-one, draining in groups',
        'Awkward, I never know what to say',
        'I genuinely feel anxious about it',
      ],
    },
    {
      id: 'trip_ups',
      question: 'What trips you up most?',
      type: 'multiple_choice_with_other',
      options: [
        'Starting conversations',
        'Small talk',
        'Explaining what I do',
        'Asking for help without feeling pushy',
        'Following up',
        'Feeling like I have nothing to offer',
        'Ending conversations gracefully',
        'Remembering names',
      ],
      allow_other: true,
      customPlaceholder: 'Something else, e.g. talking to senior people',
    },
    {
      id: 'channels',
      question: 'Which channels are you willing to use?',
      type: 'multi_select',
      options: [
        'LinkedIn',
        'Industry events and conferences',
        'Meetups',
        'Professional associations',
        'Alumni networks',
        'One-on-one coffee chats',
        'Email',
        'Online communities (Slack, Discord, forums)',
        'Volunteering or committees',
        'Other social media',
      ],
      allow_other: true,
      customPlaceholder: 'Another channel, e.g. my sports club',
    },
    {
      id: 'linkedin',
      question: 'What state is your LinkedIn profile in?',
      type: 'select',
      options: [
        'I do not have one',
        'It exists but is out of date',
        'Up to date, but I never post',
        'Active, I post or comment',
        'LinkedIn is not really used in my field',
      ],
    },
    {
      id: 'current_intro',
      section: 'What you bring',
      question: 'How do you introduce yourself now? Write it exactly as you would say it.',
      type: 'textarea',
      placeholder: 'Your usual answer to "So, what do you do?"',
      example: 'Oh, I just work in data at an insurance company, mostly reports and dashboards.',
    },
    {
      id: 'can_offer',
      question: 'What can you offer others? (knowledge, skills, introductions, help)',
      type: 'textarea',
      placeholder: 'Even small things count',
      example:
        'Can explain data and SQL simply, know a lot about insurance claims, happy to review resumes, good at Excel shortcuts.',
    },
    {
      id: 'strengths',
      question: 'Which personal strengths can you lean on?',
      type: 'multiselect',
      options: [
        'Good listener',
        'Curious, I ask good questions',
        'Deep knowledge in a niche',
        'Warm or funny',
        'Strong writer',
        'Good at organising people or events',
        'I like connecting people',
        'Generous with my time',
      ],
      allow_other: true,
      customPlaceholder: 'Another strength, e.g. I speak three languages',
    },
    {
      id: 'time',
      section: 'Time and habits',
      question: 'How much time a week can you give to networking?',
      type: 'radio',
      options: ['Less than 1 hour', '1 to 2 hours', '3 to 5 hours', 'More than 5 hours'],
    },
    {
      id: 'events_now',
      question: 'How often do you go to professional events now?',
      type: 'single_choice',
      options: ['Never', 'A few times a year', 'About monthly', 'Weekly or more'],
    },
    {
      id: 'communities',
      question: 'Which groups, associations, alumni networks or communities do you already belong to?',
      type: 'text',
      placeholder: 'Anything, even if you are not active',
      example: 'UTS alumni, Actuaries Institute student member (lapsed), a running club, a data Slack group',
    },
    {
      id: 'warm_contacts',
      question: 'Name three to five people you could reconnect with (first name and how you know them only).',
      type: 'textarea',
      placeholder: 'First name, how you know them, what they do now',
      example:
        'Priya, my old team lead, now at a bank. Tom, uni friend working in a startup. Mei, met at a conference last year, product designer.',
    },
    {
      id: 'upcoming',
      question: 'Is there an upcoming event, conference or meeting you want to prepare for?',
      type: 'text_input',
      placeholder: 'Event name, date, what you know about it',
      example: 'A fintech meetup next Thursday evening in the CBD, about 80 people',
    },
    {
      id: 'past_experience',
      section: 'Lessons and limits',
      question: 'Describe one networking experience that went well or badly, and why.',
      type: 'textarea',
      placeholder: 'What happened and how it felt',
      example:
        'Went to an industry night alone, stood by the food for 40 minutes, talked to one person about the weather and left early.',
    },
    {
      id: 'tracking',
      question: 'How do you keep track of your contacts now?',
      type: 'multi_choice',
      options: [
        'I do not',
        'From memory',
        'LinkedIn connections',
        'A spreadsheet',
        'A notes app or CRM',
        'Business cards in a drawer',
      ],
    },
    {
      id: 'context',
      question: 'Does anything shape how you network?',
      type: 'multiple_choice_with_other',
      options: [
        'English is my second language',
        'I am new to the country',
        'I am neurodivergent',
        'Returning after a career break',
        'Parent with limited evenings',
        'Disability or accessibility needs',
        'I live in a regional or remote area',
        'None of these',
      ],
      allow_other: true,
      customPlaceholder: 'Anything else we should know',
    },
    {
      id: 'boundaries',
      question: 'Is there anything you will not do?',
      type: 'text',
      placeholder: 'Your boundaries',
      example: 'No events centred on drinking, no cold calling',
    },
    {
      id: 'success',
      question: 'How will you judge success after 90 days?',
      type: 'select',
      options: [
        'Number of meaningful new conversations',
        'Referrals or introductions',
        'Interviews or job offers',
        'New clients or revenue',
        'A mentor relationship',
        'Speaking or visibility opportunities',
      ],
    },
  ],
  promptLines: { role: 'networking mentor', locale: true, browse: true },
  detail: {
    minutes: 25,
    ring: { label: 'Success', percent: 90 },
    features: [
      {
        title: 'Fits your personality',
        description:
          'Built around how networking feels for you, with quieter, structured options if crowds drain you.',
      },
      {
        title: 'A real network map',
        description:
          'Your warm contacts, weak ties and targets in three tiers, plus researched groups and events in your field and area.',
      },
      {
        title: 'Introductions that land',
        description:
          'Your self-introduction rewritten into 10, 30 and 60-second versions plus a written version and headline.',
      },
      {
        title: 'Ready-to-send messages',
        description:
          'Reconnect notes, connection requests, coffee-chat asks, intro requests, thank-yous and polite follow-ups.',
      },
      {
        title: 'Event game plan',
        description:
          'What to do before, during and after an event, including openers, exits and follow-up within 48 hours.',
      },
      {
        title: 'A 90-day plan with targets',
        description:
          'A weekly rhythm that fits your time, a simple contact tracker and reviews at days 30, 60 and 90.',
      },
    ],
    whoFor: [
      'Introverts and anxious networkers who want an approach that feels natural',
      'Job seekers and career changers who need referrals, not just applications',
      'Freelancers and small business owners looking for clients and partners',
      'People new to a city or country building a professional circle from scratch',
      'Professionals who want more visibility and a mentor in their field',
    ],
    howItWorks: [
      {
        title: 'Answer 23 questions',
        description:
          'Your goal, targets, current network, comfort level, strengths, channels, time and boundaries.',
      },
      {
        title: 'Get your personal prompt',
        description:
          'Your answers are combined with our networking-mentor instructions into one detailed prompt.',
      },
      {
        title: 'Run it with web access',
        description:
          'Paste it into an AI model that can browse so it can find real associations, communities and events near you.',
      },
      {
        title: 'Start within 24 hours',
        description: 'Send your first reconnect messages, then follow the weekly rhythm and tracker.',
      },
    ],
    whatItDoes:
      'Networking Mentor turns a vague intention to "network more" into a clear, personal system. It maps who you already know, who you should reconnect with and who you want to meet, and finds real communities and events in your field. It rewrites how you introduce yourself, gives you ready-to-send messages for every stage of a relationship, prepares you for events with techniques for the exact things that trip you up, and sets up a simple follow-up habit. Everything is shaped around your personality, time and boundaries, and tied to the outcome you want in 90 days.',
    whatYouGet: [
      'A networking strategy and weekly rhythm that fits your time',
      'A three-tier network map with researched groups and events',
      'Your introduction in 10, 30 and 60-second and written versions',
      'Six ready-to-send outreach and follow-up messages',
      'An event game plan and conversation toolkit for your trip-ups',
      'A contact tracker and a 90-day plan with targets',
    ],
  },
}
