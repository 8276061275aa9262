import type { SeedTemplate } from '../template-seed.ts'

export const sleepResetCoach: SeedTemplate = {
  id: 'sleep-reset-coach',
  slug: 'sleep-reset-coach',
  staticPage: false,
  name: 'Sleep Reset Coach',
  description:
    'A personal two-week sleep reset built from your schedule, habits and bedroom, using the same principles sleep clinicians rely on.',
  howToUse:
    'Answer the questions using your last two typical weeks, not your best or worst night. Paste your personal prompt into any AI model, then follow the 14-day plan and fill in the sleep diary each morning. At the end of week one, use the review rules to adjust your sleep window.',
  category: 'Health & Fitness',
  tier: 'boost',
  masterPrompt: `Create a personalised two-week sleep reset for me. Base the plan on the behavioural principles used in cognitive behavioural therapy for insomnia (CBT-I), which clinical guidelines recommend as the first-line treatment for long-term insomnia: a consistent wake time, a sleep window matched to how much I actually sleep, using the bed only for sleep and intimacy, getting up when I cannot sleep, a wind-down routine, and handling worry outside the bed. Explain each principle in one plain sentence the first time you use it. Every recommendation must connect to something I told you about my times, schedule, habits, bedroom and what goes through my mind at night.

Screen for red flags before anything else. If I report loud snoring, pauses in breathing or gasping, heavy daytime sleepiness (especially nodding off while driving), restless or uncomfortable legs in the evening, pain that wakes me, low mood or anxiety most days, or menopause symptoms, start with a short section titled "Worth Checking With Your GP" explaining which answer raised the flag, why it matters (for example, possible sleep apnoea) and what to ask. If a problem has lasted more than three months, mention that a GP can refer me for CBT-I with a psychologist or sleep clinic. If I report dangerous sleepiness, tell me not to drive while drowsy. Do not diagnose. Do not recommend doses of melatonin, sleeping tablets or any medication; if I have used them or am curious about them, advise a conversation with my GP or pharmacist, noting that in Australia most melatonin products need a prescription. State once that this is general information, not medical advice.

Then produce these sections, with these headings:

1. Your Sleep Snapshot. Summarise my current pattern: time in bed, estimated time asleep, estimated sleep efficiency (time asleep divided by time in bed), the main problem, and the two or three habits most likely to be driving it, each tied to my answers.

2. Your Sleep Window. Set one fixed wake time for every day of the week, including days off, that fits my work or caring schedule. Set a target bedtime so the time in bed roughly matches my current average sleep plus about 30 minutes, but never shorter than 6.5 hours. Skip any window shortening if I do shift work with rotating rosters, am pregnant, drive or operate machinery for work, or have a history of seizures or bipolar disorder; give gentle consistency rules instead and recommend professional guidance.

3. Your 14-Day Reset Plan. A day-by-day table for week one and week two with the three to five actions for each day: morning light exposure, caffeine cut-off (start with no caffeine within eight hours of bedtime), alcohol timing, movement, screen curfew and the wind-down start time. Introduce changes gradually rather than all on day one.

4. Your Wind-Down Routine. A 45 to 60 minute routine that uses my actual evening and replaces my specific problem habits with realistic alternatives, plus a "worry window" earlier in the evening if racing thoughts are an issue: ten minutes writing down worries and one next step for each.

5. When You Cannot Sleep. A short script for the middle of the night: no clock-watching, get up after about 20 minutes of being awake (or when frustrated), do something quiet and dull in dim light, and return only when sleepy. Adapt it to my mind-at-night answer and my home (shared bedroom, kids, pets).

6. Bedroom Fixes. Specific, low-cost fixes for each problem I ticked, such as temperature, light, noise, a snoring partner or devices in the room.

7. Shift Work or Night Care Adjustments. Include this only if my schedule requires it: anchor sleep, blackout strategies, light timing and napping rules for my roster or caring duties.

8. Sleep Diary and Review Rules. A simple daily diary table (bedtime, time to fall asleep, wake-ups, final wake, out of bed, sleep quality 1 to 5, caffeine and alcohol). Add rules for the end of each week: if sleep efficiency is above about 85% and daytime tiredness persists, move bedtime 15 minutes earlier; if it is below about 80%, keep the window and recheck habits; if things are worse after two weeks, see a GP.

Address my goal for a good night and next day in a closing paragraph, set realistic expectations (the first week can feel harder before it improves), and reassure me that a few bad nights are normal and do not undo progress.`,
  questions: [
    {
      id: 'sleep_times',
      section: 'Your sleep now',
      required: true,
      question: 'What time do you usually go to bed, fall asleep and wake up on work days and days off?',
      type: 'text_input',
      placeholder: 'Work days: bed, asleep, wake. Days off: bed, asleep, wake',
      example:
        'Work days: bed 10:30pm, asleep around midnight, alarm 6:15am. Weekends: bed 11:30pm, up around 9am',
    },
    {
      id: 'main_problem',
      required: true,
      question: 'What are your main sleep problems?',
      type: 'multi_choice',
      options: [
        'Taking a long time to fall asleep',
        'Waking during the night',
        'Waking too early and not getting back to sleep',
        'Never feeling rested, even after enough hours',
        'An irregular sleep schedule',
        'Putting off going to bed',
      ],
      allow_other: true,
      customPlaceholder: 'Another problem, e.g. vivid dreams that wake me',
    },
    {
      id: 'duration',
      question: 'How long has this been going on?',
      type: 'radio',
      options: ['Less than a month', '1 to 3 months', '3 to 12 months', 'More than a year'],
    },
    {
      id: 'bad_nights',
      question: 'How many nights a week is your sleep poor?',
      type: 'select',
      options: ['1 to 2 nights', '3 to 4 nights', '5 to 6 nights', 'Every night'],
    },
    {
      id: 'schedule',
      section: 'Your days and evenings',
      question: 'What does your work, study or caring schedule look like?',
      type: 'single_choice',
      options: [
        'Regular daytime hours',
        'Early starts (before 7am)',
        'Rotating shifts or rosters',
        'Night shifts',
        'Irregular or freelance hours',
        'Caring for a baby or someone overnight',
        'Not working at the moment',
      ],
    },
    {
      id: 'caffeine_alcohol',
      question: 'How much caffeine and alcohol do you have, and when?',
      type: 'text',
      placeholder: 'Coffee, tea, energy drinks, alcohol and timing',
      example: '3 coffees, the last around 3pm, and 2 glasses of wine most nights with dinner',
    },
    {
      id: 'evening',
      question: 'Describe your last two hours before bed on a typical night.',
      type: 'textarea',
      placeholder: 'What you do, where, and on which screens',
      example:
        'Dinner at 8, clean up, then Netflix on the couch until 10:15. Scroll Instagram in bed for 20-30 minutes, then try to sleep. Sometimes answer work emails.',
    },
    {
      id: 'bedroom',
      question: 'What is your bedroom like at night?',
      type: 'multiselect',
      options: [
        'Too hot or too cold',
        'Noisy',
        'Light gets in',
        'Partner snores or moves a lot',
        'Pets or kids in the bed',
        'Uncomfortable mattress or pillow',
        'Phone, TV or laptop in the bedroom',
        'It is fine',
      ],
      allow_other: true,
      customPlaceholder: 'Anything else, e.g. street lights or a newborn in the room',
    },
    {
      id: 'mind_at_night',
      section: 'What you have tried',
      question: 'What happens in your head when you cannot sleep?',
      type: 'radio',
      options: [
        'Racing thoughts or worry about tomorrow',
        'Replaying the day',
        'Worrying about not getting enough sleep',
        'Physically restless, cannot get comfortable',
        'Nothing in particular, I am just awake',
      ],
    },
    {
      id: 'red_flags',
      question: 'Do any of these apply to you?',
      type: 'multi_select',
      options: [
        'Loud snoring',
        'Someone has noticed I stop breathing or gasp in my sleep',
        'Restless or uncomfortable legs in the evening',
        'Nodding off during the day, including while driving',
        'Low mood or anxiety most days',
        'Pain that wakes me',
        'Night sweats or hot flushes',
        'None of these',
      ],
    },
    {
      id: 'tried',
      question: 'What have you already tried?',
      type: 'multiple_choice_with_other',
      options: [
        'Melatonin',
        'Sleeping tablets',
        'Sleep apps or sounds',
        'Cutting back caffeine',
        'No screens before bed',
        'Meditation or breathing exercises',
        'Sleeping in to catch up',
        'Nothing yet',
      ],
      allow_other: true,
      customPlaceholder: 'Something else, e.g. magnesium or a weighted blanket',
    },
    {
      id: 'goal',
      question: 'What would a good night, and a good next day, look like for you?',
      type: 'textarea',
      placeholder: 'How you want to sleep and feel',
      example:
        'Asleep within 20 minutes, only waking once, and getting through the afternoon without a 3pm crash or a second coffee.',
    },
  ],
  promptLines: { role: 'sleep coach' },
  detail: {
    minutes: 10,
    ring: { label: 'Success', percent: 88 },
    features: [
      {
        title: 'Built on CBT-I principles',
        description:
          'Uses the behavioural techniques clinicians recommend for long-term insomnia, explained simply and adapted to you.',
      },
      {
        title: 'A sleep window that fits your life',
        description:
          'A fixed wake time and target bedtime set from your real sleep, your schedule and safe limits.',
      },
      {
        title: 'Red-flag screening',
        description:
          'Flags signs worth raising with your GP, such as possible sleep apnoea, before you start changing habits.',
      },
      {
        title: 'Day-by-day for 14 days',
        description:
          'A gradual plan covering light, caffeine, alcohol, screens and wind-down, so you are never changing everything at once.',
      },
      {
        title: 'A plan for 3am',
        description:
          'A simple script for what to do when you are lying awake, tailored to what goes through your mind at night.',
      },
      {
        title: 'Diary and review rules',
        description:
          'A daily sleep diary and clear end-of-week rules for when to extend or hold your sleep window.',
      },
    ],
    whoFor: [
      'People who take ages to fall asleep or lie awake in the middle of the night',
      'Anyone whose sleep has drifted late and who wants a consistent routine',
      'Shift workers and carers who need a plan that works around their hours',
      'People who have tried apps and tips but want a structured reset',
    ],
    howItWorks: [
      {
        title: 'Describe your sleep honestly',
        description: 'Twelve questions about your times, habits, bedroom and what keeps you awake.',
      },
      {
        title: 'Get your personal prompt',
        description:
          'Your answers are combined with our sleep-coaching instructions into one detailed prompt.',
      },
      {
        title: 'Run it in any AI',
        description:
          'Paste it into ChatGPT, Claude or another model to get your snapshot, sleep window and 14-day plan.',
      },
      {
        title: 'Follow, log and review',
        description: 'Fill in the sleep diary each morning and use the weekly review rules to fine-tune.',
      },
    ],
    whatItDoes:
      'Sleep Reset Coach analyses your current sleep pattern, works out roughly how efficiently you are sleeping, and identifies the habits most likely to be keeping you awake. It then sets a consistent sleep window and builds a gradual two-week plan with a wind-down routine, a middle-of-the-night script, bedroom fixes and, if you need them, shift-work adjustments. It checks for signs that deserve a GP visit first and never recommends medication doses, so the plan stays safe and practical.',
    whatYouGet: [
      'A clear snapshot of your sleep pattern and what is driving it',
      'A personal sleep window with a fixed wake time',
      'A day-by-day 14-day reset plan',
      'A wind-down routine and a what-to-do-at-3am script',
      'Targeted fixes for your bedroom',
      'A sleep diary template with weekly review rules',
    ],
  },
}
