import type { SeedTemplate } from '../template-seed.ts'

export const getBackOnTrack: SeedTemplate = {
  id: 'get-back-on-track',
  slug: 'get-back-on-track',
  staticPage: true,
  name: 'Get Back on Track',
  description:
    'When routines have slipped and motivation has gone quiet, get a shame-free reset: a minimum viable day, three anchor habits and a 7-day restart plan that fits the energy you actually have.',
  howToUse:
    'Answer the ten questions in about eight minutes, being honest about your energy and what usually derails you. Paste your personalised prompt into any AI model, start with the minimum viable day tomorrow, and come back to the same chat at the end of the week to report how it went and get the plan adjusted.',
  category: 'Life & Direction',
  tier: 'boost',
  masterPrompt: `Help me get back on track after a period where my routines, goals or wellbeing have slipped. Use what I have shared about what went off course, why, how long it has been, my current energy and my daily constraints to build a restart plan I can actually follow. The core principle: restart small, stabilise first, then build. Do not hand me an ambitious overhaul, a 5am routine or a list of twenty habits. People who have drifted usually fail at restarting because they try to go from zero to their best-ever week overnight, so design for consistency over intensity.

Before planning, diagnose. Look at what knocked me off course and the obstacles I said usually derail my restarts, and identify the real pattern (for example, all-or-nothing thinking, exhaustion, no structure after a life change, or a schedule that has no room for me). Reflect this back in plain language without judgement. Be honest if what I want to rebuild is larger than the time and energy I currently have, and prioritise accordingly, starting with the area I said matters most.

Structure your response with these headings:

1. What Actually Happened: a short, compassionate read of how I got here and the pattern behind it, in 3 to 5 sentences. Normalise the slip without excusing it.

2. Your Minimum Viable Day: the smallest version of a good day that still counts as a win, even on my worst day. Include 3 to 5 tiny, specific actions tied to existing moments in my day (for example, "after I make my first coffee"), each taking under 10 minutes.

3. Three Anchor Habits: the three habits that will give me the most stability for the effort, chosen from the areas I said slipped. For each give the habit, the exact trigger, the starting size, how to scale it up over four weeks, and why it matters for me.

4. Your 7-Day Restart Plan: a day-by-day plan for the next week that fits the time I said I have each day and my typical schedule. Each day should have one focus, the anchor habits, and one small "rebuild" task that clears a backlog or reduces friction (such as tidying one surface, paying one bill, replying to one message).

5. Weeks 2 to 4: how to build from the restart week into a sustainable routine, with a simple weekly target for each area and a clear signal for when to add the next thing.

6. Your Slip-Up Protocol: what to do the day after a missed day, written as short "if this, then that" rules that directly address the derailers I chose. Include a "never miss twice" rule and a reset script I can say to myself.

7. Tracking That Does Not Feel Like a Chore: one lightweight way to track progress that suits the kind of motivation I said works for me, plus a 5-minute end-of-week review with 3 questions.

Match your voice to the kind of push I said works for me (gentle encouragement, straight talk, data or accountability), but stay kind throughout. Keep sentences short and the plan easy to scan. Everything must be doable on a low-energy day.

If my answers point to ongoing low mood, exhaustion that rest is not fixing, loss of interest in most things, or struggling to get through each day, say so gently and suggest booking a GP appointment or speaking to a mental health professional, because a plan alone may not be enough. If I am in Australia, mention Beyond Blue (1300 22 4636) and Lifeline (13 11 14) as options; otherwise point me to local equivalents. Mention this once, naturally, not as a lecture, and still give me the plan.`,
  questions: [
    {
      id: 'slipped_areas',
      section: 'What slipped',
      required: true,
      question: 'Which areas of your life have slipped?',
      type: 'multi_select',
      options: [
        'Sleep',
        'Exercise and movement',
        'Eating well',
        'Work or study',
        'Money and bills',
        'Home and chores',
        'Friendships and social life',
        'Hobbies and creative time',
        'Mental wellbeing',
      ],
      allow_other: true,
      customPlaceholder: 'Another area that slipped',
    },
    {
      id: 'what_happened',
      required: true,
      question: 'What knocked you off track?',
      type: 'textarea',
      placeholder: 'A busy period, illness, a breakup, a move, burnout, or it just slowly drifted...',
      example:
        'A heavy few months at work, then I got sick over winter. I stopped going to the gym, started ordering takeaway most nights and now my whole week feels chaotic.',
    },
    {
      id: 'how_long',
      question: 'Roughly how long have you been off track?',
      type: 'radio',
      options: ['A couple of weeks', 'About a month', '2-3 months', '4-6 months', 'More than 6 months'],
    },
    {
      id: 'on_track_week',
      question: 'When you were on track, what did a good week look like?',
      type: 'textarea',
      placeholder: 'Routines, habits, how you felt...',
      example:
        'Gym three mornings, cooking most dinners, in bed by 10:30, a catch-up with friends on the weekend and a tidy flat.',
    },
    {
      id: 'energy_now',
      section: 'Where you are now',
      question: 'How is your energy and mood at the moment?',
      type: 'single_choice',
      options: ['Pretty good, I just need structure', 'Up and down', 'Low most days', 'Running on empty'],
    },
    {
      id: 'top_priority',
      required: true,
      question: 'If you could get just one thing back first, what would it be?',
      type: 'text',
      placeholder: 'e.g. A proper sleep routine',
      example: 'Feeling in control of my mornings again',
    },
    {
      id: 'daily_time',
      question: 'How much time can you realistically give your reset each day?',
      type: 'select',
      options: ['10 minutes or less', '15-30 minutes', '30-60 minutes', 'More than an hour'],
    },
    {
      id: 'schedule',
      question: 'What does a typical weekday look like right now?',
      type: 'textarea',
      placeholder: 'Wake time, work or study hours, commute, kids, evenings...',
      example:
        'Up at 7, work 8:30 to 5:30 in the office Tue to Thu and at home Mon and Fri, home by 6:15, scroll my phone until midnight.',
    },
    {
      id: 'derailers',
      section: 'What helps',
      question: 'What usually derails you when you try to restart?',
      type: 'multiple_choice_with_other',
      options: [
        'All-or-nothing thinking',
        'Phone and scrolling',
        'Tiredness',
        'No clear routine',
        "Other people's needs come first",
        'Losing motivation after a few days',
        'Feeling guilty about falling behind',
      ],
      allow_other: true,
      customPlaceholder: 'Something else that trips you up',
    },
    {
      id: 'push_style',
      question: 'What kind of push works best for you?',
      type: 'radio',
      options: [
        'Gentle encouragement',
        'Straight talk, no sugar-coating',
        'Data and tracking',
        'Accountability to someone else',
      ],
    },
  ],
  promptLines: { role: 'accountability coach' },
  detail: {
    minutes: 8,
    ring: { label: 'Success', percent: 92 },
    features: [
      {
        title: 'Shame-free diagnosis',
        description:
          'A clear, kind read of what knocked you off course and the pattern that keeps restarts from sticking.',
      },
      {
        title: 'Minimum viable day',
        description:
          'The smallest version of a good day that still counts as a win, even when your energy is low.',
      },
      {
        title: '7-day restart plan',
        description:
          'One focus per day, sized to the time you actually have, with small tasks that clear the backlog.',
      },
      {
        title: 'Slip-up protocol',
        description:
          'Simple if-then rules for the day after a miss, so one bad day does not become another lost month.',
      },
    ],
    whoFor: [
      'Anyone whose routines fell apart after a busy, stressful or unsettled period',
      'People stuck in a cycle of big restarts that fizzle out after a few days',
      'Busy parents, shift workers and students who need a plan that fits real life',
      'Anyone who wants structure back without an extreme self-improvement overhaul',
    ],
    howItWorks: [
      {
        title: 'Answer 10 quick questions',
        description: 'Tell us what slipped, what happened, your energy and the time you have each day.',
      },
      {
        title: 'Paste your prompt into any AI',
        description:
          'Your answers are combined with our reset method into a personalised prompt for ChatGPT, Claude or similar.',
      },
      {
        title: 'Start small tomorrow',
        description:
          'Follow your minimum viable day and restart week, then check in with the AI to adjust the plan.',
      },
    ],
    whatItDoes:
      'Get Back on Track guides an AI model to rebuild your routines the way lasting change actually happens: stabilise first, then build. It diagnoses what pulled you off course, designs a minimum viable day you can do even on a bad day, picks three anchor habits tied to moments already in your routine, and lays out a restart week followed by a gentle ramp over the following month, with clear rules for getting straight back on after a slip.',
    whatYouGet: [
      'A compassionate explanation of what happened and the pattern behind it',
      'A minimum viable day built from tiny, trigger-based actions',
      'Three anchor habits with a four-week scale-up plan',
      'A day-by-day restart plan for the next seven days',
      'A slip-up protocol and a lightweight weekly review',
    ],
  },
}
