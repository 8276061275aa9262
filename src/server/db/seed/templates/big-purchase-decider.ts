import type { SeedTemplate } from '../template-seed.ts'

export const bigPurchaseDecider: SeedTemplate = {
  id: 'big-purchase-decider',
  slug: 'big-purchase-decider',
  staticPage: false,
  name: 'Big Purchase Decider',
  description:
    'Decide on a car, appliance, laptop or other big-ticket item with confidence: clear needs, true cost of ownership, a ranked shortlist, the best time to buy and how to negotiate.',
  howToUse:
    'Answer the questions about what you are buying, how you will use it, your budget and what matters most. Include any models you are already considering. Paste the prompt into your AI model, ideally one that can browse for current prices, and use the shortlist, checks and negotiation script when you shop. Confirm prices, specifications and finance terms yourself before you commit.',
  category: 'Power Tools',
  tier: 'super',
  masterPrompt: `Help me make a confident, well-reasoned decision on a significant purchase. Big purchases go wrong in predictable ways: buying for an imagined lifestyle rather than real use, comparing sticker prices instead of total cost, paying for features that do not matter to me, buying at the wrong time, and negotiating badly or not at all. Your job is to turn my answers into clear decision criteria, test the options against those criteria honestly, and give me a plan for buying well.

Start with Needs, clarified: restate in a few lines what I actually need this item to do, separating must-haves, nice-to-haves and deal-breakers, and challenge any mismatch you notice (for example, paying for off-road capability for city driving, a gaming laptop for spreadsheets, or a fridge that will not fit through the door). From my priorities, build a weighted scorecard of five to seven criteria with weights that add to 100, and explain the weighting in one line each.

Then calculate Total cost of ownership over the period I plan to keep it. Include purchase price, finance costs if I am borrowing (interest and fees, using the comparison rate where applicable), running costs (fuel or charging, electricity use from energy ratings, consumables, subscriptions), insurance and registration for vehicles, servicing and repairs, likely depreciation and resale or trade-in value, and accessories I will need. Show a table for each shortlisted option with the yearly and total figures, label every number as an estimate with its assumptions, and point out where a cheaper upfront option costs more overall or vice versa.

Then give a Shortlist of three options: Best overall for me, Best value, and a Wildcard (a different category, used or refurbished, or waiting for a new model), and include any models I named if they are sensible, explaining honestly if they are not. For each: approximate price range, why it fits, the main drawbacks, who it would be wrong for, reliability and support reputation in general terms, and the scorecard result. Present a comparison table, then a clear recommendation with your confidence level and what would change your mind.

Use these headings for the rest of the answer:

New, demo, refurbished or used: the trade-offs for this category given my budget and ownership period, and the specific checks to do for each route. For vehicles in Australia, include a PPSR check for finance owing and write-off history, an independent pre-purchase inspection, and a test-drive checklist. For appliances and electronics, include measuring the space and access path, energy or water ratings, and checking the return policy and who handles warranty claims.

Timing: whether to buy now or wait, based on my urgency and typical sales periods in my location (such as end of financial year in June, Black Friday, Boxing Day, model-year runouts for cars and new model releases for electronics), and what a genuinely good price would look like.

Negotiation and buying script: what to ask for (drive-away or all-inclusive price, price matching, included extras, delivery, installation and removal of the old item, trade-in valued separately), a short script matched to how comfortable I am negotiating, and when to walk away. If I dislike negotiating, include low-confrontation tactics such as email quotes from several sellers.

Warranties and your rights: explain that in Australia the consumer guarantees under the Australian Consumer Law apply regardless of the manufacturer's warranty, so extended warranties should be weighed carefully against what I already get; elsewhere, describe the local equivalent in general terms.

Final checklist: the steps to take this week.

Stay neutral about brands and sellers, never invent specifications or prices, and tell me to confirm current prices, specifications and availability before buying. If finance is involved, note that this is general information rather than financial advice, and that I should compare the total cost of credit and consider independent advice for large loans or novated leases.`,
  questions: [
    {
      id: 'item',
      section: 'The item',
      required: true,
      question: 'What are you thinking of buying?',
      type: 'text',
      placeholder: 'The item, as specific or general as you like',
      example: 'A small SUV or hatchback to replace our ageing sedan',
    },
    {
      id: 'category',
      question: 'Which category is it?',
      type: 'select',
      options: [
        'Car or other vehicle',
        'Large appliance (fridge, washer, dishwasher, oven)',
        'Laptop or computer',
        'Phone or tablet',
        'TV or home entertainment',
        'Furniture or mattress',
        'E-bike or e-scooter',
        'Other big-ticket item',
      ],
    },
    {
      id: 'why_now',
      question: 'Why are you buying now?',
      type: 'radio',
      options: [
        'My current one has broken',
        'My current one is failing or costly to keep',
        'I want an upgrade',
        'A new need (new job, baby, move, hobby)',
        'I spotted a good deal',
      ],
    },
    {
      id: 'current',
      question: 'What do you have now, and what is wrong with it?',
      type: 'textarea',
      placeholder: 'Make, model, age, condition, whether you will sell or trade it in',
      example:
        '2011 Mazda 3 with 210,000 km. Runs, but needs a clutch soon and has no modern safety features. Plan to trade it in.',
    },
    {
      id: 'uses',
      section: 'How you will use it',
      required: true,
      question: 'How will you use it day to day?',
      type: 'textarea',
      placeholder: 'Who uses it, how often, for what, where',
      example:
        'School runs and a 25 km commute each way, mostly suburban. Two long trips a year to the coast with two kids and a dog.',
    },
    {
      id: 'must_haves',
      question: 'What are your must-have features?',
      type: 'textarea',
      placeholder: 'The features you will not compromise on',
      example: 'Five-star safety rating, room for two child seats, Apple CarPlay, automatic',
    },
    {
      id: 'nice_to_haves',
      question: 'What would be nice to have?',
      type: 'text',
      placeholder: 'Features you would like but could live without',
      example: 'Heated seats, hybrid, power tailgate',
    },
    {
      id: 'deal_breakers',
      question: 'Any deal-breakers?',
      type: 'text',
      placeholder: 'Brands, features or conditions you want to avoid',
      example: 'No dual-clutch gearbox, nothing that will not fit our carport',
    },
    {
      id: 'budget',
      section: 'Budget and priorities',
      required: true,
      question: 'What is your target budget, and your absolute maximum?',
      type: 'text_input',
      placeholder: 'Target and ceiling, with currency',
      example: 'Target $32,000 drive-away, absolute max $38,000',
    },
    {
      id: 'payment',
      question: 'How are you planning to pay?',
      type: 'single_choice',
      options: [
        'Cash or savings',
        'Car or personal loan',
        'Interest-free or buy now, pay later',
        'Novated lease or salary packaging',
        'Not sure yet',
      ],
    },
    {
      id: 'keep_years',
      question: 'How long do you expect to keep it?',
      type: 'select',
      options: ['Less than 2 years', '2-4 years', '5-7 years', '8 years or more'],
    },
    {
      id: 'intensity',
      question: 'How heavily will it be used?',
      type: 'radio',
      options: ['Light', 'Moderate', 'Heavy'],
    },
    {
      id: 'priorities',
      question: 'What matters most to you? Pick up to three.',
      type: 'multiselect',
      options: [
        'Lowest upfront price',
        'Lowest running costs',
        'Reliability',
        'Performance',
        'Resale value',
        'Safety',
        'Environmental impact',
        'Design and feel',
        'Warranty and after-sales support',
        'Ease of use',
      ],
    },
    {
      id: 'considering',
      section: 'Options and buying',
      question: 'Which models or options are you already considering?',
      type: 'textarea',
      placeholder: 'Models, sellers, prices you have seen',
      example:
        'Toyota Corolla Cross hybrid, Mazda CX-30, Kia Seltos. Seen a demo CX-30 advertised for $36,990 drive-away.',
    },
    {
      id: 'condition',
      question: 'Which conditions would you consider?',
      type: 'multi_choice',
      options: ['Brand new', 'Ex-demo or floor stock', 'Refurbished', 'Used or second-hand'],
    },
    {
      id: 'where',
      question: 'Where are you happy to buy from?',
      type: 'multiple_choice_with_other',
      options: [
        'Large retailers',
        'Direct from the brand',
        'Dealerships',
        'Online-only stores',
        'Private sellers',
        'Auctions or clearance outlets',
      ],
      allow_other: true,
      customPlaceholder: "Another place, e.g. a buyer's agent or work discount program",
    },
    {
      id: 'timing',
      question: 'How soon do you need it?',
      type: 'single_choice',
      options: ['Within a week', 'Within a month', 'I can wait for a sale', 'No rush at all'],
    },
    {
      id: 'negotiating',
      question: 'How do you feel about negotiating?',
      type: 'radio',
      options: ['Comfortable, I enjoy it', 'I will if I have a script', 'I hate it and want to avoid it'],
    },
    {
      id: 'location',
      question: 'Where do you live?',
      type: 'text',
      placeholder: 'City and state or territory, or country',
      example: 'Geelong, Victoria',
    },
    {
      id: 'other_factors',
      question: 'Any other factors to consider?',
      type: 'multi_select',
      options: [
        'Limited space or parking',
        'Energy or fuel efficiency',
        'Repairability',
        'Compatibility with devices I already own',
        'Accessibility needs',
        'Household changes coming up',
        'Insurance costs',
      ],
      allow_other: true,
      customPlaceholder: 'Anything else that affects the choice',
    },
  ],
  promptLines: { role: 'independent buying adviser', locale: true, browse: true },
  detail: {
    minutes: 15,
    ring: { label: 'Accuracy', percent: 92 },
    features: [
      {
        title: 'Needs, clarified',
        description:
          'Separates must-haves from nice-to-haves, challenges mismatches, and builds a weighted scorecard from your priorities.',
      },
      {
        title: 'True cost of ownership',
        description:
          'Purchase, finance, running costs, servicing, insurance and resale over the years you will own it, with assumptions shown.',
      },
      {
        title: 'Three-option shortlist',
        description:
          'Best overall, best value and a wildcard, with a comparison table, honest drawbacks and a clear recommendation.',
      },
      {
        title: 'New, demo, refurbished or used',
        description:
          'The trade-offs for your category and the checks to do for each route, from PPSR checks to measuring the doorway.',
      },
      {
        title: 'Timing and negotiation',
        description:
          'Whether to buy now or wait for a sales period, what a good price looks like, and a script matched to your comfort level.',
      },
      {
        title: 'Warranties and your rights',
        description:
          'How consumer guarantees work alongside manufacturer warranties, so you can judge whether an extended warranty is worth it.',
      },
    ],
    whoFor: [
      'Anyone buying a car, appliance, laptop or other big-ticket item',
      'People overwhelmed by specs, reviews and conflicting advice',
      'Buyers who want to compare true costs, not just sticker prices',
      'Anyone who dreads negotiating and wants a script',
    ],
    howItWorks: [
      {
        title: 'Describe the purchase',
        description:
          'Answer 20 questions about the item, your use, budget, priorities, timing and how you like to buy.',
      },
      {
        title: 'Get the analysis',
        description:
          'Your AI model clarifies your needs, builds a scorecard and calculates total cost of ownership.',
      },
      {
        title: 'Review the shortlist',
        description:
          'Compare three options side by side with a clear recommendation and what would change it.',
      },
      {
        title: 'Buy well',
        description: 'Use the timing advice, pre-purchase checks and negotiation script to close the deal.',
      },
    ],
    whatItDoes:
      'Big Purchase Decider walks you through a major purchase the way a careful, well-informed friend would. It clarifies what you actually need, weights your priorities into a scorecard, and compares options on total cost of ownership rather than sticker price. You get a shortlist of three options with a recommendation, guidance on new versus used and the checks for each, advice on when to buy, a negotiation script and a clear explanation of your consumer rights. It is general information, not financial advice.',
    whatYouGet: [
      'A clear needs summary and weighted decision scorecard',
      'A total cost of ownership table for each option',
      'A ranked shortlist of three with a confident recommendation',
      'Pre-purchase checks for new, demo, refurbished or used',
      'Timing advice and a negotiation script that suits you',
      'A final checklist of steps to take this week',
    ],
  },
}
