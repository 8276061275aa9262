import type { SeedTemplate } from '../template-seed.ts'

export const localFoodDealHunter: SeedTemplate = {
  id: 'local-food-deal-hunter',
  slug: 'local-food-deal-hunter',
  staticPage: true,
  name: 'Local Food Deal Hunter',
  description:
    'Find the best-value places to eat near you right now, from weeknight pub specials to lunch deals and BYO gems, matched to your budget and tastes.',
  howToUse:
    'Tell us where you are, when you want to eat, your budget per person and the kinds of food and deals you like. Paste the prompt into an AI model that can browse the web for the freshest results. Always check the deal with the venue before you go, as specials change often.',
  category: 'Social & Lifestyle',
  tier: 'daily',
  masterPrompt: `Find the best-value food options for me below, for the time, place and budget I have given. The goal is a short, trustworthy list I can act on in the next few minutes, not a long directory. Value means a good meal for the money, not just the lowest price: weigh portion size, quality, reviews and what is actually included (drinks, sides, surcharges).

Search my suburb or area first, then widen step by step (neighbouring suburbs, then a reasonable drive or public transport trip) only if you cannot find enough good options. Look for the deal types I ticked, and consider others that fit: weeknight pub specials (steak, schnitzel or parma nights), lunch specials, early-bird or set menus, happy hours with food, BYO and low-corkage restaurants, banquets that work out cheaper for groups, kids-eat-free nights, student or seniors discounts, and venue app or loyalty offers. Respect my dietary needs and deal-breakers strictly; do not suggest a place that cannot cater for an allergy or requirement I mentioned.

Be rigorous about freshness. Specials change often and old listings linger online. For every deal, state where you found it and how recent the source appears, and sort your findings into Confirmed (recent source from the venue itself, such as its website, menu or social media posts) and Worth checking (older or third-party sources, or a venue that usually runs deals but with no current listing). Never invent a venue, price, day or deal. If you cannot verify something, say so. Mention surcharges that commonly apply (weekend or public holiday surcharges, card fees, service charges for groups).

Present your answer with these headings:

1. Top picks: three to five options ranked by value for me. For each: venue name and suburb, the deal and its price, which day and time it runs, what is included, why it suits me, dietary notes, and the source with its date or recency. Mark each Confirmed or Worth checking.
2. Quick comparison: a table with venue, deal, approximate cost per person, distance or travel time, dine-in or takeaway, and confirmation status.
3. If plans change: one or two backup ideas (a different night with a better deal, or a cheaper takeaway option) and any deal coming up soon that is worth planning around.
4. Save more next time: three practical tips specific to my area or habits, such as which venue apps or newsletters to join, which nights tend to be cheapest, or gift card and dining program offers worth knowing about.
5. Before you go: a one-line reminder to call or check the venue's page to confirm the deal is running, plus booking advice for groups or popular nights.

Keep it tight and scannable. Use my currency and local terms, and if my location is outside Australia, adapt the deal types to what is common there.`,
  questions: [
    {
      id: 'location',
      required: true,
      question: 'Where are you? Give your suburb, postcode or area.',
      type: 'text',
      placeholder: 'Suburb and city, or postcode',
      example: 'Footscray, Melbourne (3011)',
    },
    {
      id: 'when',
      required: true,
      question: 'When do you want to eat?',
      type: 'radio',
      options: ['Tonight', 'Lunch today', 'This weekend', 'Any time this week'],
    },
    {
      id: 'how',
      question: 'How do you want to eat?',
      type: 'select',
      options: ['Dine in', 'Takeaway or pick-up', 'Delivery', 'Any of these'],
    },
    {
      id: 'group',
      question: 'How many people, and any kids?',
      type: 'text_input',
      placeholder: 'Number of adults and children',
      example: '2 adults and 2 kids (6 and 9)',
    },
    {
      id: 'budget',
      question: 'What is your budget per person, including a drink?',
      type: 'select',
      options: ['Under $15', '$15-25', '$25-40', '$40-60', 'Over $60 if it is great value'],
    },
    {
      id: 'cuisines',
      question: 'What are you in the mood for?',
      type: 'multi_select',
      options: [
        'Pub food',
        'Asian (Thai, Vietnamese, Chinese, Japanese, Korean)',
        'Indian or Sri Lankan',
        'Italian and pizza',
        'Middle Eastern or Mediterranean',
        'Mexican or Latin American',
        'Burgers and casual',
        'Cafe and brunch',
        'Anything good',
      ],
      allow_other: true,
      customPlaceholder: 'Another cuisine or a specific dish',
    },
    {
      id: 'deal_types',
      question: 'Which kinds of deals interest you?',
      type: 'multiple_choice_with_other',
      options: [
        'Weeknight pub specials',
        'Lunch specials',
        'Early-bird or set menus',
        'Happy hour with food',
        'BYO or low corkage',
        'Kids eat free',
        'Student or seniors discounts',
        'App or loyalty offers',
        'Group banquets',
      ],
      allow_other: true,
      customPlaceholder: 'Another deal type, e.g. all-you-can-eat',
    },
    {
      id: 'needs',
      question: 'Any dietary needs or deal-breakers (distance, noise, parking)?',
      type: 'text',
      placeholder: 'Allergies, dietary needs, how far you will travel',
      example: 'One vegan, no more than 15 minutes drive, need parking',
    },
  ],
  promptLines: { role: 'local food deals scout', locale: true, browse: true },
  detail: {
    minutes: 3,
    ring: { label: 'Speed', percent: 95 },
    features: [
      {
        title: 'Value, not just cheap',
        description:
          'Ranks options by what you actually get for the money, including what is included and the surcharges to watch.',
      },
      {
        title: 'Confirmed versus worth checking',
        description:
          'Every deal comes with its source and recency, so you know what is current and what needs a quick call.',
      },
      {
        title: 'Fits your diet and group',
        description:
          'Filters out places that cannot cater for your needs, and spots group banquets and kids-eat-free nights.',
      },
      {
        title: 'Tips to save next time',
        description: 'Which apps, newsletters and nights tend to deliver the best value in your area.',
      },
    ],
    whoFor: [
      'Anyone deciding where to eat tonight without blowing the budget',
      'Families hunting kids-eat-free nights and group-friendly deals',
      'Students and workers after the best lunch specials nearby',
      'Locals who want to discover good-value spots in their area',
    ],
    howItWorks: [
      {
        title: 'Answer 8 quick questions',
        description: 'Location, timing, budget, group, cuisines, deal types and dietary needs.',
      },
      {
        title: 'Run it in a browsing AI',
        description: 'Paste the prompt into an AI model that can search the web for current specials.',
      },
      {
        title: 'Pick and confirm',
        description: 'Choose from the top picks, then check with the venue before heading out.',
      },
    ],
    whatItDoes:
      'Local Food Deal Hunter searches outward from your suburb for the best-value meals that match your timing, budget, group and tastes. It looks across pub specials, lunch deals, early-bird menus, BYO venues, kids-eat-free nights and loyalty offers, then gives you a ranked shortlist with prices, days, sources and whether each deal is confirmed or needs checking, plus backups and tips to save next time.',
    whatYouGet: [
      'Three to five ranked picks with deal details and sources',
      'A quick comparison table of cost, distance and status',
      'Backup options and upcoming deals worth planning around',
      'Practical tips for saving on eating out in your area',
    ],
  },
}
