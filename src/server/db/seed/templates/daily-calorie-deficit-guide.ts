import type { SeedTemplate } from '../template-seed.ts'

export const dailyCalorieDeficitGuide: SeedTemplate = {
  id: 'daily-calorie-deficit-guide',
  slug: 'daily-calorie-deficit-guide',
  staticPage: true,
  name: 'Daily Calorie Deficit Guide',
  description:
    'Find a safe daily calorie target with the maths shown, then get a simple eating plan and swaps built around the food you already eat.',
  howToUse:
    'Enter your stats, activity level and a typical day of eating, then paste your personal prompt into any AI model. Use the numbers and daily plan as your starting point for two to three weeks, then follow the adjustment rules at the end. Re-run it whenever your weight or routine changes.',
  category: 'Health & Fitness',
  tier: 'daily',
  masterPrompt: `Work out a safe, realistic daily calorie deficit for me, from my details below, and turn it into a plan I can follow today using the food I already eat. Be precise with the numbers, show your working, and keep everything practical rather than preachy.

Safety check first. Read my answer about health situations before calculating anything. If I am pregnant or breastfeeding, do not set a deficit: explain why, and suggest I talk to my GP, midwife or an Accredited Practising Dietitian about healthy eating for this stage. If I am under 18, do not set a calorie target: focus on regular balanced meals and activity and suggest I speak with a GP. If I mention a history of an eating disorder, do not give calorie numbers at all: offer gentle, non-numeric habits and point me to support (in Australia, the Butterfly Foundation). If I have diabetes or take medication that lowers blood sugar, or have another medical condition, give the plan but say clearly that I should check it with my GP or dietitian first, because changing intake can affect medication needs. For everyone, state once that this is general information, not medical advice.

Calculate in this order. Estimate basal metabolic rate with the Mifflin-St Jeor equation from my age, sex, height and weight, then multiply by an activity factor that honestly matches my answer (1.2 sedentary, 1.375 lightly active, 1.55 moderately active, 1.725 very active). Round to the nearest 50 kcal. Set the deficit from the pace I chose, using roughly 7,700 kcal per kg of body fat as a rule of thumb (about 275 kcal a day for 0.25 kg a week, about 550 kcal a day for 0.5 kg a week). Cap weekly loss at about 1% of body weight, and never set a target below about 1,200 kcal for women or 1,500 kcal for men; if my chosen pace would break either limit, slow it down and explain why. If I chose "not sure", recommend the pace that suits my size and starting habits. Set protein at about 1.2 to 1.6 g per kg of body weight to protect muscle and keep hunger down, aim for at least 25 to 30 g of fibre, and keep plenty of vegetables, fruit and wholegrains in line with the Australian Dietary Guidelines (or local guidelines if I live elsewhere).

Produce these sections, with these headings:

1. Your Numbers. A short table: BMR, estimated maintenance calories, daily target, expected weekly change, protein target in grams, fibre target and a water guide. Under it, two or three lines showing the working, and a reminder that these are estimates that real-world results will refine.

2. Your Daily Plan. Rebuild my typical day into a plan that hits the target: breakfast, lunch, dinner and one or two snacks, each with a simple portion guide (using hands, cups or grams) and approximate calories and protein. Keep my favourite foods and rhythm wherever possible so it feels like my day, only lighter.

3. Smart Swaps. Five swaps taken directly from what I told you I eat and drink, each with the approximate daily saving, for example a large flavoured milk coffee to a small flat white.

4. Your Derailer Plan. For each challenge I picked, one "if this happens, then I will..." plan that is specific, kind and easy to remember.

5. Today's Checklist. Five short, ticking-off actions for today, and the simplest way to track intake (an app, a notebook, or a photo log) based on how I seem to prefer to work.

6. When to Adjust. Clear rules: judge progress on the weekly average of morning weigh-ins, not daily numbers; if nothing has moved after two to three weeks, reduce by 100 to 150 kcal or add daily steps; if I feel exhausted or dizzy, am losing faster than planned or am constantly hungry, eat more and slow down; and when to recalculate as weight drops.

Keep the tone encouraging and matter-of-fact. Never moralise about food, never label foods as good or bad, and do not recommend meal replacements, fasting protocols, detoxes or fat-burning supplements.`,
  questions: [
    {
      id: 'stats',
      required: true,
      question: 'What are your age, sex, height and current weight?',
      type: 'text_input',
      placeholder: 'Age, sex, height (cm), weight (kg)',
      example: '34, male, 180 cm, 92 kg',
    },
    {
      id: 'activity',
      required: true,
      question: 'How active are you in a typical week?',
      type: 'select',
      options: [
        'Sedentary: desk-based, little or no exercise',
        'Lightly active: some walking or exercise 1-3 days a week',
        'Moderately active: exercise 3-5 days a week or on my feet a lot',
        'Very active: hard exercise most days or a physical job',
      ],
    },
    {
      id: 'pace',
      required: true,
      question: 'How quickly would you like to lose weight?',
      type: 'radio',
      options: [
        'Gently, about 0.25 kg a week',
        'Steadily, about 0.5 kg a week',
        'Faster, up to 0.75 kg a week if it is safe for me',
        'Not sure, recommend what suits me',
      ],
    },
    {
      id: 'typical_day',
      question: 'What do you eat and drink on a typical day, and which foods would you hate to give up?',
      type: 'textarea',
      placeholder: 'Meals, snacks, drinks (including alcohol) and your favourite foods',
      example:
        'Weet-Bix with milk, banana bread and a large latte at 10, ham and cheese toastie for lunch, spag bol or takeaway Thai for dinner, chips while watching TV. Would hate to give up pasta and chocolate.',
    },
    {
      id: 'derailers',
      question: 'What usually throws you off track?',
      type: 'multiple_choice_with_other',
      options: [
        'Evening snacking',
        'Weekend eating and drinking',
        'Eating out or takeaway',
        'Big portions',
        'Sugary drinks or alcohol',
        'Skipping meals then overeating',
        'Stress or boredom eating',
      ],
      allow_other: true,
      customPlaceholder: 'Something else, e.g. the office biscuit tin',
    },
    {
      id: 'health',
      question: 'Do any of these apply to you?',
      type: 'multi_select',
      options: [
        'None of these',
        'Pregnant or breastfeeding',
        'Under 18',
        'Diabetes or taking medication that lowers blood sugar',
        'A past or current eating disorder',
        'Another medical condition or regular medication',
      ],
    },
  ],
  promptLines: { role: 'nutrition coach', locale: true },
  detail: {
    minutes: 5,
    ring: { label: 'Accuracy', percent: 90 },
    features: [
      {
        title: 'The maths, shown',
        description:
          'Your maintenance and target calories calculated with a recognised equation, with the working laid out so you can trust the numbers.',
      },
      {
        title: 'Safe limits built in',
        description:
          'Weekly loss is capped, minimum intakes are respected and health situations are flagged before any number is set.',
      },
      {
        title: 'Your food, lighter',
        description:
          'A daily plan rebuilt from what you already eat, with portion guides and swaps rather than a strict meal plan.',
      },
      {
        title: 'Rules for when to adjust',
        description:
          'Simple instructions for plateaus, hunger and tiredness so you know exactly what to change and when.',
      },
    ],
    whoFor: [
      'Anyone who wants to lose weight without a restrictive diet',
      'People who have heard "eat in a deficit" but do not know their numbers',
      'Busy people who need a plan that fits their existing meals',
      'Anyone restarting after a break who wants a sensible, safe target',
    ],
    howItWorks: [
      {
        title: 'Answer six quick questions',
        description: 'Your stats, activity, preferred pace, a typical day of eating and what derails you.',
      },
      {
        title: 'Paste your prompt into any AI',
        description: 'ChatGPT, Claude or another model works out your numbers and rebuilds your day.',
      },
      {
        title: 'Follow it and adjust',
        description:
          'Use the daily plan for two to three weeks, track your weekly average weight and apply the adjustment rules.',
      },
    ],
    whatItDoes:
      'The Daily Calorie Deficit Guide estimates how much energy your body uses, sets a deficit that matches the pace you want while staying within safe limits, and turns the result into a realistic day of eating based on the food you already enjoy. It gives you protein and fibre targets, swaps taken from your own habits, if-then plans for the moments that usually throw you off, and clear rules for adjusting when progress slows. Health situations such as pregnancy, diabetes or a history of disordered eating are checked first, so the plan stays safe.',
    whatYouGet: [
      'Your BMR, maintenance calories and daily target, with the working shown',
      'A protein and fibre target in grams',
      'A daily eating plan with portion guides built around your favourite foods',
      'Five personal food and drink swaps with their calorie savings',
      'If-then plans for your biggest derailers',
      'Clear rules for when and how to adjust your target',
    ],
  },
}
