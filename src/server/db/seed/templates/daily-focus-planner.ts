import type { SeedTemplate } from '../template-seed.ts'

export const dailyFocusPlanner: SeedTemplate = {
  id: 'daily-focus-planner',
  slug: 'daily-focus-planner',
  staticPage: false,
  name: 'Daily Focus Planner',
  description:
    "Dump today's tasks, add your fixed commitments and energy level, and get a realistic time-blocked plan with clear top priorities, buffers and a shortlist of what can wait.",
  howToUse:
    'Use it first thing in the morning or the night before. List everything on your mind with rough time estimates, add anything fixed in your calendar, and be honest about your energy. Paste your prompt into any AI model, copy the schedule into your calendar or notes, and if the day goes sideways, tell the same chat what changed and ask for a re-plan.',
  category: 'Life & Direction',
  tier: 'daily',
  masterPrompt: `Turn my task list, fixed commitments, available hours and energy level into a realistic, time-blocked plan for today. The goal is a day I can actually complete, not a wish list squeezed into every minute. Use only the time window I gave and treat my fixed commitments as immovable.

Work through it in this order before writing the plan. First, estimate a duration for any task I did not time, and add roughly 25 percent to my own estimates, since people tend to underestimate. Second, sort tasks by urgency and importance, noting hard deadlines and anything that unblocks other people. Third, compare the total estimated time with the free time available after fixed commitments, breaks and buffers. If it does not fit, do not squeeze: choose what moves to another day and tell me why. Fourth, match task types to my energy: put the most demanding focused work in my peak focus window, group small admin tasks (emails, calls, forms) into batches, and place low-effort tasks in my usual slump. If my energy is low today, shrink the plan and reduce the number of deep work blocks rather than pretending it is a normal day.

Structure your response with these headings:

1. Today's Top 3: the three outcomes that would make today a success, each in one line, with the most important first.

2. Your Time-Blocked Schedule: a table with columns for time, block, and what to do. Include my fixed commitments, focus blocks in the style I chose, batched admin, breaks, a meal break, transition time around meetings and at least one buffer block for overruns. Label each block with an energy tag (high, medium or low).

3. Moved to Another Day: tasks that do not fit, with a suggested day or a "delegate or drop" note where appropriate. Keep this honest and guilt-free.

4. Focus Rules for Today: 3 or 4 short, specific tactics tailored to my preferences and the biggest distraction risk in today's plan (for example, phone in another room during the first focus block).

5. If the Day Goes Sideways: a quick triage rule telling me which block to protect at all costs and which to sacrifice first if something urgent lands.

6. Shutdown Routine: a 5-minute end-of-day routine to capture loose ends, set tomorrow's first task and switch off.

Keep it tight and scannable: no long explanations, no motivational filler. Use the 12 or 24-hour time format that matches how I wrote my times. If any task seems unclear or too large for one block, split it into a concrete first step that fits, rather than asking me questions before giving the plan. If my list suggests I am consistently overloaded or running on very little sleep, mention it once in a single line at the end, without lecturing.`,
  questions: [
    {
      id: 'tasks',
      required: true,
      question: 'List everything you want or need to do today, with rough time estimates and any deadlines.',
      type: 'textarea',
      placeholder: 'One task per line. Add estimates and deadlines where you know them...',
      example:
        'Finish client report (2 hrs, due 3pm)\nReply to emails (30 min)\nBook dentist\nPrepare slides for Thursday (1.5 hrs)\nGroceries\n20-minute walk',
    },
    {
      id: 'fixed_commitments',
      question: 'What fixed commitments are already in your day, and when?',
      type: 'textarea',
      placeholder: 'Meetings, classes, appointments, school pick-up, commute...',
      example: '9:30-10:00 team stand-up\n12:30-1:00 lunch with Sam\n3:15 school pick-up',
    },
    {
      id: 'day_window',
      required: true,
      question: 'What time does your day start and when do you want to finish?',
      type: 'text',
      placeholder: 'e.g. 8:00am to 5:30pm',
      example: '8:30am to 6pm, with the evening free after dinner',
    },
    {
      id: 'energy_today',
      question: 'How is your energy today?',
      type: 'radio',
      options: ['High, ready to go', 'Normal', 'A bit flat', 'Low, running on empty'],
    },
    {
      id: 'peak_focus',
      question: 'When do you usually focus best?',
      type: 'select',
      options: ['Early morning', 'Late morning', 'Early afternoon', 'Late afternoon', 'Evening', 'It varies'],
    },
    {
      id: 'work_style',
      question: 'Which working styles suit you?',
      type: 'multi_select',
      options: [
        '25-minute sprints with short breaks',
        '50-minute blocks with 10-minute breaks',
        '90-minute deep work blocks',
        'Batch emails and messages',
        'Movement breaks',
        'Hardest task first',
        'Quick wins first to build momentum',
      ],
      allow_other: true,
      customPlaceholder: 'Another way you like to work',
    },
  ],
  promptLines: { role: 'productivity coach' },
  detail: {
    minutes: 4,
    ring: { label: 'Speed', percent: 92 },
    features: [
      {
        title: 'Realistic time-blocking',
        description:
          'Your tasks fitted around fixed commitments with buffers, breaks and padded estimates so the plan holds up.',
      },
      {
        title: 'Energy-matched scheduling',
        description:
          'Demanding work goes in your peak focus window; admin is batched into your natural slump.',
      },
      {
        title: 'Honest about what fits',
        description:
          'If the list is bigger than the day, you get a guilt-free list of what moves, with reasons.',
      },
      {
        title: 'Built-in recovery',
        description:
          'A triage rule for when the day goes sideways and a five-minute shutdown routine to finish cleanly.',
      },
    ],
    whoFor: [
      'Anyone who starts the day with a long list and ends it feeling behind',
      'Remote and hybrid workers juggling meetings and focused work',
      'Students, parents and freelancers planning around fixed commitments',
      'People who want a daily plan in minutes, not a productivity system to maintain',
    ],
    howItWorks: [
      {
        title: 'Brain-dump your day',
        description: 'Answer six quick questions about your tasks, commitments, hours and energy.',
      },
      {
        title: 'Paste your prompt into any AI',
        description: 'Your answers are combined with our planning method into a personalised prompt.',
      },
      {
        title: 'Follow your schedule',
        description: 'Copy the time blocks into your calendar and ask for a quick re-plan if things change.',
      },
    ],
    whatItDoes:
      'Daily Focus Planner guides an AI model to act like a sharp personal planner. It estimates and pads task durations, ranks work by urgency and importance, checks whether everything genuinely fits, and builds a time-blocked schedule that puts your hardest work where your energy is highest. Anything that does not fit is moved honestly rather than crammed in, so you finish the day with your top priorities done.',
    whatYouGet: [
      'Your top three outcomes for the day',
      'A time-blocked schedule table with energy tags, breaks and buffers',
      'A clear list of tasks moved to another day',
      'Tailored focus rules and a triage rule for disruptions',
      'A five-minute shutdown routine',
    ],
  },
}
