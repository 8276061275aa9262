import type { SeedTemplate } from '../template-seed.ts'

export const mechanicQuoteChecker: SeedTemplate = {
  id: 'mechanic-quote-checker',
  slug: 'mechanic-quote-checker',
  staticPage: true,
  name: 'Mechanic Quote Checker',
  description:
    'Paste in your car repair or service quote and get a line-by-line breakdown of what is urgent, what can wait, whether the price looks reasonable and what to ask before you approve it.',
  howToUse:
    'Have the quote in front of you and copy it in exactly, including part names, labour hours and prices. Add your car details and what led to the quote. Paste the prompt into your AI model and use the questions and scripts it gives you when you call the workshop or ask for a second quote. It cannot inspect your car, so treat it as a well-informed second opinion, not a diagnosis.',
  category: 'Power Tools',
  tier: 'boost',
  masterPrompt: `Review the car repair or service quote below and help me decide, with confidence, what to approve, what to question and what can wait. Most people approve quotes they do not understand because they cannot tell essential work from upselling. Your job is to translate the quote into plain English, sense-check it against typical practice and pricing for my vehicle and location, and give me the words to use with the workshop. You cannot see or test the car, so be clear about what you can and cannot judge from paper, and never tell me a safety-related item is unnecessary just because it is expensive.

Work through the quote line by line. For each item, explain what the part or job is and what it does, whether it plausibly relates to the symptoms or reason for the visit, and whether it matches the manufacturer's service schedule for that vehicle at that age and odometer reading (as far as you can determine; say when you are unsure). Classify every item as one of: Safety-critical now (brakes, steering, tyres, suspension, anything affecting control, fuel or coolant leaks); Needed soon (likely to cause damage or a breakdown if left); Scheduled maintenance (due under the service schedule); Optional or preventive (nice to do, often upsold); or Unclear (you need more information). Pay attention to common upsells such as flushes and additives not required by the manufacturer, fuel system or engine cleaning treatments, replacing parts that could be measured and kept, and vague lines like sundries or shop supplies that are large relative to the job.

Then sense-check the money. Compare labour hours with typical allowances for that job on that vehicle, and parts prices with typical genuine and quality aftermarket ranges, giving ranges rather than single figures and labelling them as estimates. Comment on the hourly rate relative to my workshop type and area. If the total looks high, low or about right, say so and explain why; a very low quote can be a warning sign too.

Present your answer with these headings:

1. Quick verdict: two or three sentences on whether the quote looks reasonable overall, the single most important item, and whether it is safe to keep driving in the meantime (err on the side of caution for safety items).
2. Line-by-line breakdown: a table with item, plain-English explanation, category, likely fair price range, and your comment.
3. Priority plan: what to approve now, what to schedule within a stated time or distance, and what to decline or defer, fitted to my budget and how long I plan to keep the car.
4. Red flags and questions to ask: specific questions for this quote (for example, ask to see the worn part, measurements such as brake pad or rotor thickness, whether parts are genuine or aftermarket, and what the warranty on parts and labour is).
5. Second quote and negotiation script: a short, polite script for calling this workshop to query items, and a description of the job to give another workshop so the quotes are comparable.
6. Your rights: plain-English notes on my consumer protections. In Australia that includes the consumer guarantees that services be provided with due care and skill and that a workshop should get approval before doing extra work, and the point that new-car warranties are generally not voided by servicing at an independent workshop if it follows the manufacturer's schedule and uses suitable parts. Point me to my state or territory fair trading or consumer affairs office if there is a dispute. If I am elsewhere, give the local equivalent in general terms.
7. Next steps: a short checklist.

If the quote is missing information you need (labour hours, part numbers, the diagnosis behind a recommendation), list exactly what to ask the workshop for. Keep the tone calm and practical: the aim is fair work at a fair price, not accusing the mechanic.`,
  questions: [
    {
      id: 'vehicle',
      section: 'The car',
      required: true,
      question: 'What car is it? Include make, model, year, engine and transmission.',
      type: 'text',
      placeholder: 'Make, model, year, engine, auto or manual',
      example: '2016 Toyota Corolla Ascent, 1.8L petrol, automatic',
    },
    {
      id: 'odometer',
      question: 'What does the odometer read?',
      type: 'text_input',
      placeholder: 'Kilometres (or miles)',
      example: '142,000 km',
    },
    {
      id: 'quote',
      section: 'The quote',
      required: true,
      question: 'Paste the quote exactly as written, line by line.',
      type: 'textarea',
      placeholder: 'Each item with part names, labour hours, rates and prices, plus the total',
      example:
        'Front brake pads and rotors (genuine) $486; Labour 2.0 hrs @ $165 = $330; Brake fluid flush $129; Fuel injector clean $149; Sundries $45; Total $1,139 inc GST',
    },
    {
      id: 'reason',
      required: true,
      question: 'Why did the car go in, and what symptoms have you noticed?',
      type: 'textarea',
      placeholder: 'Noises, warning lights, how it drives, when it happens',
      example:
        'Booked in for a logbook service. I had noticed a grinding noise when braking at low speed for about two weeks.',
    },
    {
      id: 'found_how',
      question: 'How was the work identified?',
      type: 'radio',
      options: [
        'Part of a routine service I booked',
        'I reported a problem',
        'The mechanic found it during other work',
        'Failed a roadworthy or safety inspection',
        'Pre-purchase inspection',
      ],
    },
    {
      id: 'workshop',
      question: 'What kind of workshop gave the quote?',
      type: 'select',
      options: [
        'Dealership',
        'Independent mechanic',
        'Franchise or chain',
        'Mobile mechanic',
        'Specialist (transmission, auto-electrical, tyres)',
      ],
    },
    {
      id: 'urgency',
      question: 'What did they say about urgency?',
      type: 'single_choice',
      options: ['Unsafe to drive', 'Should be done soon', 'Can wait a while', 'They did not say'],
    },
    {
      id: 'history',
      section: 'Your situation',
      question: 'What work has been done recently, and is the service book up to date?',
      type: 'textarea',
      placeholder: 'Recent repairs, parts replaced, service records',
      example:
        'Serviced every 15,000 km at the same workshop. New tyres 18 months ago. Rear brakes done at 110,000 km.',
    },
    {
      id: 'warranty',
      question: 'Is the car under warranty?',
      type: 'radio',
      options: [
        'Yes, the new-car warranty',
        'Yes, an extended or aftermarket warranty',
        'No warranty',
        'Not sure',
      ],
    },
    {
      id: 'parts',
      question: 'Which parts options are you open to?',
      type: 'multi_select',
      options: [
        'Genuine (manufacturer) parts only',
        'Quality aftermarket parts',
        'The cheapest safe option',
        'Reconditioned or used parts',
        'Whatever the mechanic recommends',
      ],
    },
    {
      id: 'keep_plans',
      question: 'How long do you plan to keep the car?',
      type: 'single_choice',
      options: ['Five years or more', 'One to three years', 'Selling or trading in soon', 'Not sure'],
    },
    {
      id: 'budget',
      question: 'What can you spend right now, and is there a hard limit?',
      type: 'text',
      placeholder: 'Amount and any constraints',
      example: 'Up to $700 now, the rest can wait until next month',
    },
    {
      id: 'concerns',
      question: 'What worries you about this quote?',
      type: 'multiple_choice_with_other',
      options: [
        'Labour hours seem high',
        'Parts look overpriced',
        'Items I did not ask for',
        'I do not understand the jargon',
        'Whether it is needed at all',
        'Work done before I approved it',
        'Whether to get a second quote',
      ],
      allow_other: true,
      customPlaceholder: 'Anything else that feels off',
    },
  ],
  promptLines: { role: 'independent automotive adviser', locale: true, browse: true },
  detail: {
    minutes: 10,
    ring: { label: 'Accuracy', percent: 75 },
    features: [
      {
        title: 'Line-by-line translation',
        description:
          'Every item explained in plain English, with whether it matches your symptoms and the service schedule.',
      },
      {
        title: 'Urgent versus optional',
        description:
          'Each item sorted into safety-critical, needed soon, scheduled, optional or unclear, so you know what to approve first.',
      },
      {
        title: 'Price sense-check',
        description:
          'Labour hours, parts and hourly rate compared with typical ranges for your car, clearly labelled as estimates.',
      },
      {
        title: 'Questions and scripts',
        description:
          'Specific questions for the workshop, a polite script to query items, and a job description for a like-for-like second quote.',
      },
      {
        title: 'Your consumer rights',
        description:
          'Plain-English notes on consumer guarantees, approval for extra work, warranty servicing and where to go if there is a dispute.',
      },
      {
        title: 'Budget-aware priority plan',
        description:
          'What to do now, what to schedule and what to decline, fitted to your budget and how long you will keep the car.',
      },
    ],
    whoFor: [
      'Drivers handed a repair bill they do not fully understand',
      'Anyone who suspects upselling on a routine service',
      'People on a tight budget deciding what can safely wait',
      'Car owners weighing a second quote or a dealer versus independent',
    ],
    howItWorks: [
      {
        title: 'Paste your quote',
        description: 'Copy in the quote line by line, plus your car, odometer, symptoms and workshop type.',
      },
      {
        title: 'Get the breakdown',
        description: 'Your AI model explains each item, classifies its urgency and sense-checks the price.',
      },
      {
        title: 'Talk to the workshop',
        description:
          'Use the questions and script to query items, approve what matters and get a comparable second quote if needed.',
      },
    ],
    whatItDoes:
      'Mechanic Quote Checker turns a confusing repair or service quote into a clear decision. It explains each line, checks whether it fits your symptoms and service schedule, sorts items from safety-critical to optional, and compares labour and parts with typical ranges for your car. You get a priority plan fitted to your budget, targeted questions and scripts for the workshop, and a plain-English summary of your consumer rights. It cannot inspect your car, so safety items are always treated with caution.',
    whatYouGet: [
      'A quick verdict on the quote and whether it is safe to keep driving',
      'A line-by-line table with explanations, urgency and fair price ranges',
      'A priority plan: approve now, schedule later, or decline',
      'Questions, a negotiation script and a second-quote brief',
      'A plain-English summary of your consumer rights',
    ],
  },
}
