import type { SeedTemplate } from '../template-seed.ts'

export const hyperPersonalisedGymMatchPlanSupplements: SeedTemplate = {
  id: 'hyper-personalised-gym-match-plan-supplements',
  slug: 'hyper-personalised-gym-match-plan-supplements',
  staticPage: true,
  name: 'Gym 101',
  description:
    'Your complete gym starter system: the right gym near you, a training plan for your schedule, nutrition, evidence-checked supplements, progress tracking and a budget, all built from your answers.',
  howToUse:
    'Answer the five short question groups honestly, especially the health and budget questions, then paste your personal prompt into ChatGPT, Claude or another AI model that can browse the web so it can check real gyms and current prices near you. Save the answer, print the training plan for your first four weeks, and come back to the progress section at each check-in.',
  category: 'Health & Fitness',
  tier: 'super',
  masterPrompt: `Build a complete, hyper-personalised "Gym 101" starter system for me, from my answers below. They are grouped into five sections: About you, Goals, Training, Gym match, and Nutrition, supplements and budget. Read every answer before writing anything. Every recommendation must trace back to something I told you: my schedule, session length, experience, injuries, likes and dislikes, worries, location and budget. If a piece of advice could apply to anyone, rewrite it until it clearly belongs to me. Where an answer is missing or vague, make a sensible conservative assumption and state it in one line.

Safety comes first. If I answered "Yes" or "Not sure" to the medical clearance question, mentioned a heart, lung, metabolic or other significant condition, am pregnant or recently postpartum, take medication that affects heart rate, blood pressure or blood sugar, or am under 18, open with a short, plain-language note recommending I check with my GP (or, in Australia, an accredited exercise physiologist) before starting, and keep the whole plan conservative. Plan around every injury I list with substitutions and pain-free ranges; never tell me to train through pain, and suggest a physiotherapist for anything persistent. If my answers suggest a difficult relationship with food or body image, do not set calorie targets: focus on regular meals and training for how I feel, and suggest a supportive service (in Australia, the Butterfly Foundation). Everything you write is general information, not medical or dietetic advice; say so once, briefly, near the start.

Produce exactly these six sections, in this order, with these headings:

1. Your Gym Match. Research real gyms near the suburb or city I gave, checking current membership prices, joining and cancellation fees, contract terms, opening hours and facilities against my must-haves, preferred training time, atmosphere and contract preference. Shortlist three in a comparison table (gym, approximate weekly cost, location and convenience, must-haves met, contract terms, fit score out of 10 with a one-line reason), then name your top pick and why. Prices and offers change, so tell me to confirm on a tour and ask for a free trial pass. Add five questions to ask on the tour and the contract fine print to check before signing. If you cannot verify a gym, say so rather than inventing details. If I already have a gym or train at home, assess that setup instead and list the smallest set of equipment worth buying.

2. Your Training Plan. Choose a split that fits my days per week and session length exactly (for example full body three times a week for beginners). Give weeks 1 to 4 as tables: exercise, sets, reps, rest, and effort as reps in reserve, with one simple technique cue per exercise and a machine or dumbbell alternative for each. Include a 5-minute warm-up, how to progress (add reps within a range, then add weight), what to do after a missed session, and weeks 5 to 8 in outline. Respect the activities I want to avoid, include the styles I enjoy, and add cardio or daily step targets that suit my goal. If I am a beginner or listed gym worries, add a "Your first visit" walkthrough that directly addresses each worry I chose.

3. Your Nutrition Plan. Estimate maintenance energy with the Mifflin-St Jeor equation and an activity factor that matches my daily activity, showing the working and presenting the result as a starting range, not a precise truth. Set a target for my goal: a moderate deficit for fat loss (do not go below about 1,200 kcal for women or 1,500 kcal for men without medical supervision), a small surplus for muscle gain, or maintenance. Set protein at roughly 1.6 to 2.2 g per kg of body weight (using goal weight if I am carrying a lot of extra weight). Give one sample day and three swaps that fit my dietary needs, cooking level and typical day, a short shopping list, and a realistic note on my current alcohol and coffee habits. Follow the Australian Dietary Guidelines by default, or the local equivalent if I live elsewhere.

4. Your Supplements (With Evidence Notes). Sort options into three tiers: Worth considering (strong evidence, such as creatine monohydrate at 3 to 5 g a day, protein powder as a convenience food, caffeine used sensibly), Only in specific cases (for example vitamin D only if a blood test shows I am low), and Skip (for example BCAAs when protein intake is adequate, fat burners, testosterone boosters). For each item give the evidence in one or two sentences, dose, timing, approximate monthly cost and who should avoid it. Cross-reference the Australian Institute of Sport Sports Supplement Framework where useful. Review every supplement I already take: keep, change or drop, and why. Recommend third-party tested products (such as Informed Sport or HASTA certification) and advise me to ask a GP or pharmacist about interactions with any medication. If I am under 18, recommend no supplements; use a food-first approach instead.

5. Your Progress Tracking. Give a simple weekly tracker (table) covering sessions completed, main lift numbers, average morning weight, waist measurement, energy, sleep and hunger, plus progress photos every four weeks. Set check-ins at weeks 4, 8 and 12 with clear decision rules (for example, if the weekly average weight has not moved for three weeks, adjust intake by 150 to 200 kcal a day) and realistic expectations for my goal and timeframe.

6. Your Budget. Give a monthly cost table: membership, joining fee spread over twelve months, any extra food cost, supplements, optional personal training sessions and basic gear. Compare the total with the budget I gave, and if it is over, show exactly what to cut first. Add money savers relevant to me, such as off-peak memberships, no-contract options, or checking whether my health insurer offers gym discounts.

Finish with a "Your First 7 Days" checklist of five to eight concrete actions, in order, so I know exactly what to do tomorrow.`,
  questions: [
    {
      id: 'profile_age',
      section: 'About you',
      required: true,
      question: 'How old are you?',
      type: 'select',
      options: ['Under 18', '18-24', '25-34', '35-44', '45-54', '55-64', '65 or over'],
    },
    {
      id: 'profile_body',
      required: true,
      question:
        'What are your sex, height and current weight (and a goal weight, if you have one)?',
      type: 'text_input',
      placeholder: 'Sex, height, current weight, goal weight',
      example: 'Female, 168 cm, 74 kg, would like to be around 66 kg',
    },
    {
      id: 'profile_health',
      required: true,
      question:
        'Any injuries, medical conditions, medications, pregnancy or pain we should plan around?',
      type: 'textarea',
      placeholder: 'List anything that affects how you move or what you can do. Write "none" if nothing.',
      example:
        'Lower back gets sore after long days at my desk. Rolled my left ankle last year. Take medication for an underactive thyroid.',
    },
    {
      id: 'profile_clearance',
      required: true,
      question:
        'Has a doctor ever told you to limit exercise, or do you get chest pain, dizziness or unusual breathlessness when active?',
      type: 'radio',
      options: ['No', 'Yes', 'Not sure'],
    },
    {
      id: 'profile_activity',
      question: 'How active are you outside the gym on a typical day?',
      type: 'radio',
      options: [
        'Mostly sitting (desk job, little walking)',
        'Lightly active (some walking, on my feet part of the day)',
        'Active (on my feet most of the day or a physical job)',
        'Very active (heavy manual work or lots of sport)',
      ],
    },
    {
      id: 'profile_sleep_stress',
      question: 'How are your sleep and stress levels right now?',
      type: 'single_choice',
      options: [
        'Good sleep, low stress',
        'Okay sleep, moderate stress',
        'Poor sleep or high stress',
        'Poor sleep and high stress',
      ],
    },
    {
      id: 'goal_primary',
      section: 'Goals',
      required: true,
      question: 'What is your number one goal?',
      type: 'select',
      options: [
        'Lose body fat',
        'Build muscle',
        'Get stronger',
        'Improve fitness and endurance',
        'Tone up and feel better in my body',
        'Train for a sport or event',
        'Improve mobility, posture or aches',
        'General health and longevity',
      ],
    },
    {
      id: 'goal_secondary',
      question: 'Any secondary goals?',
      type: 'multi_select',
      options: [
        'More energy',
        'Better sleep',
        'Less stress',
        'Better posture',
        'Confidence in the gym',
        'Healthier eating habits',
        'Keep up with my kids',
        'None',
      ],
      allow_other: true,
      customPlaceholder: 'Another goal, e.g. do 5 push-ups from my toes',
    },
    {
      id: 'goal_timeframe',
      question: 'When would you like to see a clear difference?',
      type: 'single_choice',
      options: [
        'Within 4 weeks',
        'Within 8 weeks',
        'Within 12 weeks',
        'Within 6 months',
        'No deadline, this is a long-term change',
      ],
    },
    {
      id: 'goal_why',
      question: 'Why does this matter to you now, and what would success look like?',
      type: 'textarea',
      placeholder: 'Your reason and what you would love to be able to do or feel',
      example:
        'I turn 40 in March and want to feel strong and fit into my clothes again. Success is training 3 times a week without thinking about it.',
    },
    {
      id: 'goal_history',
      question: 'What have you tried before, and what made it stop working?',
      type: 'textarea',
      placeholder: 'Past programs, diets, apps or gyms and why they fizzled out',
      example:
        'Did a 12-week challenge two years ago, lost weight but the meal plan was too strict and I stopped after a holiday.',
    },
    {
      id: 'train_experience',
      section: 'Training',
      required: true,
      question: 'How much gym experience do you have?',
      type: 'radio',
      options: [
        'Complete beginner, never really trained',
        'Some experience, on and off, under a year',
        'Intermediate, 1 to 3 years of fairly regular training',
        'Experienced, 3+ years and comfortable with the main lifts',
      ],
    },
    {
      id: 'train_days',
      required: true,
      question: 'How many days a week can you realistically train?',
      type: 'select',
      options: ['2 days', '3 days', '4 days', '5 days', '6 days'],
    },
    {
      id: 'train_session',
      question: 'How long can each session be?',
      type: 'single_choice',
      options: ['30 minutes or less', 'About 45 minutes', 'About 60 minutes', '75 to 90 minutes'],
    },
    {
      id: 'train_styles',
      question: 'What kinds of training do you enjoy or want to try?',
      type: 'multiselect',
      options: [
        'Free weights (barbells, dumbbells)',
        'Machines',
        'Group classes (HIIT, spin, pump)',
        'Running or cardio machines',
        'Swimming',
        'Yoga or Pilates',
        'Functional or CrossFit-style training',
        'Boxing or martial arts',
        'Not sure yet',
      ],
      allow_other: true,
      customPlaceholder: 'Something else, e.g. rock climbing',
    },
    {
      id: 'train_worries',
      question: 'What worries you most about the gym?',
      type: 'multiple_choice_with_other',
      options: [
        'Not knowing what to do',
        'Feeling judged or watched',
        'Using equipment wrong or getting hurt',
        'Staying consistent',
        'Crowds at peak times',
        'Nothing, I am keen to get started',
      ],
      allow_other: true,
      customPlaceholder: 'Another worry, e.g. the change rooms',
    },
    {
      id: 'train_avoid',
      question: 'Any exercises or activities you want to avoid?',
      type: 'text',
      placeholder: 'Exercises you dislike or cannot do',
      example: 'No burpees, and I hate the treadmill',
    },
    {
      id: 'gym_location',
      section: 'Gym match',
      required: true,
      question: 'Which suburb or city (and postcode) should your gym be near: home, work or both?',
      type: 'text_input',
      placeholder: 'Suburb, city, postcode',
      example: 'Near home in Brunswick VIC 3056, or near work in the Melbourne CBD',
    },
    {
      id: 'gym_budget',
      required: true,
      question: 'What can you spend on membership per week (AUD or your local currency)?',
      type: 'select',
      options: [
        'Under $10 a week',
        '$10 to $20 a week',
        '$20 to $35 a week',
        '$35 to $50 a week',
        'Over $50 a week',
        'I already have a gym or train at home',
      ],
    },
    {
      id: 'gym_facilities',
      question: 'Which facilities are must-haves?',
      type: 'multi_choice',
      options: [
        '24/7 access',
        'Free weights area with squat racks',
        'Group classes',
        'Pool',
        'Sauna or recovery area',
        'Childcare (creche)',
        'Women-only area or gym',
        'Personal trainers on site',
        'Parking',
        'Showers and lockers',
      ],
      allow_other: true,
      customPlaceholder: 'Another must-have, e.g. wheelchair access',
    },
    {
      id: 'gym_time',
      question: 'When will you usually train?',
      type: 'radio',
      options: [
        'Early morning (before 7am)',
        'Mid-morning',
        'Lunchtime',
        'Afternoon',
        'Evening (after 6pm)',
        'Late night',
        'It varies',
      ],
    },
    {
      id: 'gym_vibe',
      question: 'What atmosphere suits you best?',
      type: 'single_choice',
      options: [
        'Budget and no-frills',
        'Friendly community feel',
        'Serious strength and lifting gym',
        'Premium with extras',
        'Boutique class studio',
        'Quiet and uncrowded',
      ],
    },
    {
      id: 'gym_contract',
      question: 'How do you feel about contracts?',
      type: 'select',
      options: [
        'No lock-in contract only',
        'Happy with a 12-month contract if it is cheaper',
        'Casual passes or class packs first',
        'Not fussed',
      ],
    },
    {
      id: 'fuel_diet',
      section: 'Nutrition, supplements and budget',
      question: 'How do you eat? Tick everything that applies.',
      type: 'multiple_choice_with_other',
      options: [
        'No restrictions',
        'Vegetarian',
        'Vegan',
        'Pescatarian',
        'Halal',
        'Kosher',
        'Gluten-free',
        'Dairy-free or lactose intolerant',
        'Low FODMAP',
      ],
      allow_other: true,
      customPlaceholder: 'Allergies or other needs, e.g. nut allergy',
    },
    {
      id: 'fuel_cooking',
      question: 'How much cooking will you realistically do?',
      type: 'radio',
      options: [
        'Minimal, I need grab-and-go ideas',
        'Simple meals a few times a week',
        'I cook most days',
        'I happily meal prep in batches',
      ],
    },
    {
      id: 'fuel_typical_day',
      question:
        'What do you eat and drink on a typical day, including coffee, snacks and alcohol?',
      type: 'textarea',
      placeholder: 'Breakfast, lunch, dinner, snacks and drinks',
      example:
        'Skip breakfast, flat white at 9, sushi or a wrap for lunch, pasta or stir-fry for dinner, chocolate at night, 3-4 beers on weekends.',
    },
    {
      id: 'fuel_supplements',
      question: 'What supplements do you take now, if any?',
      type: 'text',
      placeholder: 'Names and how often, or "none"',
      example: 'Whey protein most days, a multivitamin, pre-workout sometimes',
    },
    {
      id: 'fuel_budget',
      question: 'How much extra per month can you put towards food changes and supplements?',
      type: 'select',
      options: [
        'Nothing extra, work with what I spend now',
        'Up to $30 a month',
        '$30 to $60 a month',
        '$60 to $100 a month',
        'Over $100 a month',
      ],
    },
  ],
  promptLines: { role: 'personal trainer and sports nutritionist', locale: true, browse: true },
  detail: {
    minutes: 18,
    ring: { label: 'Accuracy', percent: 96 },
    features: [
      {
        title: 'Real gym shortlist',
        description:
          'Three gyms near you compared on price, contract, hours and your must-have facilities, with a top pick and the fine print to check.',
      },
      {
        title: 'Training plan for your week',
        description:
          'A four-week program built on your days, session length and experience, with alternatives for every exercise and clear progression rules.',
      },
      {
        title: 'Nutrition with the working shown',
        description:
          'Energy and protein targets calculated from your details, plus a sample day and swaps that fit how you actually eat and cook.',
      },
      {
        title: 'Supplements, evidence-checked',
        description:
          'What is worth buying, what only helps in specific cases and what to skip, with a keep-or-drop review of what you already take.',
      },
      {
        title: 'Progress you can measure',
        description:
          'A weekly tracker and check-ins at weeks 4, 8 and 12 with simple rules for what to change when progress stalls.',
      },
      {
        title: 'A budget that adds up',
        description:
          'Monthly costs for membership, food, supplements and gear compared with your budget, with the first things to cut if it runs over.',
      },
    ],
    whoFor: [
      'Complete beginners who want to join a gym but do not know where to start',
      'People returning to training after a long break, an injury or a baby',
      'Anyone choosing between gyms and wanting value without a bad contract',
      'Gym-goers who have been training without a plan and stopped seeing progress',
      'People confused by supplement marketing who want a straight answer',
    ],
    howItWorks: [
      {
        title: 'Answer five question groups',
        description:
          'Tell us about you, your goals, your training background, what you want in a gym, and how you eat and spend.',
      },
      {
        title: 'Get your personal prompt',
        description:
          'Your answers are combined with our expert instructions into one detailed prompt written for you.',
      },
      {
        title: 'Paste it into an AI with web access',
        description:
          'ChatGPT, Claude or another model checks real gyms and current prices near you while building your plan.',
      },
      {
        title: 'Start your first 7 days',
        description:
          'Follow the checklist, log your sessions in the tracker and revisit the plan at each check-in.',
      },
    ],
    whatItDoes:
      'Gym 101 turns 28 answers about your body, goals, experience, location, eating habits and budget into one joined-up starter system. Instead of a generic program, you get a researched shortlist of gyms near you, a training plan that fits the days and minutes you actually have, nutrition targets with the working shown, an honest supplement guide that separates evidence from marketing, a tracker with clear decision rules, and a budget that shows what it all costs each month. It flags when to check with your GP first and works around injuries rather than ignoring them.',
    whatYouGet: [
      'A comparison of three real gyms near you and a recommended pick',
      'A four-week training plan with exercise alternatives and progression rules',
      'Calorie and protein targets plus a sample day of eating that suits you',
      'A tiered supplement guide with evidence notes, doses and costs',
      'A weekly progress tracker with week 4, 8 and 12 check-ins',
      'A monthly budget breakdown and a first-7-days checklist',
    ],
  },
}
