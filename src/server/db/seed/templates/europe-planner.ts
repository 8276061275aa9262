import type { SeedTemplate } from '../template-seed.ts'

export const europePlanner: SeedTemplate = {
  id: 'europe-planner',
  slug: 'europe-planner',
  staticPage: true,
  name: 'Europe Planner',
  description:
    'Get two or three distinct Europe journey concepts built around your dates, budget and travel style, then a detailed day-by-day plan for the one you choose.',
  howToUse:
    'Answer the questions as honestly as you can, especially about budget, pace and who is travelling. Paste the finished prompt into your AI model, read the journey concepts it suggests, and reply with the one you want (or a blend). It will then build the full plan. Keep the chat open so you can ask it to adjust days, swap a city or rebalance the budget as your bookings firm up.',
  category: 'Social & Lifestyle',
  tier: 'super',
  masterPrompt: `Plan a Europe trip in two stages for me, from the details below. Europe rewards good sequencing and punishes over-ambition, so your job is to turn my answers into a route that is realistic on the ground, fits my budget and pace, and feels like my trip rather than a generic highlights list. Let practical constraints (dates, budget, travellers' ages and mobility, passports, driving comfort) override wish lists when they conflict. Say so plainly when something I want will not fit, and offer the best trade-off.

STAGE 1: JOURNEY CONCEPTS. Propose two or three genuinely different concepts, not three versions of the same loop. For example: one region in depth with few hotel changes, a classic multi-country rail journey, or a wildcard built around a season, festival or interest I mentioned. For each concept give: a name and a one-line pitch; the route in order with nights in each base; how I move between bases (with approximate door-to-door travel times, including getting to stations and airports); the rough total cost for the group at my budget level, split into accommodation, transport inside Europe, food, activities and a buffer; who this concept suits and what I would give up; and the biggest risk (heat, crowds, long transfers, strikes season, closures). Finish Stage 1 with a short recommendation of the concept you think fits best and why, then ask me which concept I want developed, or what to blend. If I have already said which I prefer, skip the question and go straight to Stage 2.

STAGE 2: THE DETAILED PLAN for the chosen concept, using these headings:

1. Trip at a glance: route, dates, nights per base in a table, and the overall rhythm of the trip.
2. Day-by-day itinerary: for each day, a morning, afternoon and evening plan with realistic walking and transit time, one signature experience, a lighter alternative for tired or rainy days, and a food suggestion that fits my dietary needs and budget. Build in arrival-day recovery after long-haul flights, rest or laundry days on trips longer than ten days, and no more than one major museum or site per day unless I asked for more.
3. Getting around: each leg with the recommended mode, typical journey time, when to book, and whether a rail pass or point-to-point tickets is likely to be better value for this route (show the reasoning). If I will drive, cover right-hand driving, tolls and vignettes, low-emission and restricted-traffic zones in city centres, one-way drop-off fees and whether an International Driving Permit may be needed.
4. Where to stay: for each base, the one or two neighbourhoods that suit my priorities, what to look for given my must-haves (lifts, air-conditioning, family rooms, distance to the station), and what to avoid. Do not invent specific hotels as guaranteed recommendations; if you name any, tell me to check current reviews.
5. Bookings and timeline: a dated checklist working back from departure of what to book and when, highlighting timed-entry or sell-out sights, popular trains and ferries, and anything tied to my special occasion.
6. Budget: a table by category and by base, with a 10-15% contingency, and two concrete ways to save and one way to splurge that would matter to me.
7. Entry and paperwork: what to check for my passports, including the Schengen 90/180-day rule if relevant, any newer entry or pre-registration systems, passport validity requirements and travel insurance. Tell me to confirm rules on official government sources (for Australians, Smartraveller and the relevant embassy), because these rules change.
8. Practical notes: seasonal weather and crowds for my dates, public holidays or closures that hit my route, tipping and payment norms, card and ATM fees, plugs, and common tourist scams in my chosen places.
9. Plan B: what to drop first if I fall behind, and what to do if a train is cancelled or a strike is called.

Reasoning rules: be honest about travel time (a one-hour flight is usually half a day door to door); avoid one-night stops unless I ask for speed; group sights geographically; time popular sights for early morning or late afternoon if I dislike crowds or heat; and match intensity to the slowest traveller. Give prices as ranges labelled as estimates, in my home currency where you can, and never present opening hours, fares or entry rules as certain.`,
  questions: [
    {
      id: 'origin',
      section: 'Dates and travellers',
      required: true,
      question: 'Which city are you flying out of (and back to)?',
      type: 'text',
      placeholder: 'Your home city or airport',
      example: 'Melbourne, returning to Melbourne',
    },
    {
      id: 'dates',
      required: true,
      question: 'When are you travelling? Give exact dates or a rough window.',
      type: 'text',
      placeholder: 'Dates, month or season, and how flexible you are',
      example: 'Mid-May to early June next year, flexible by a week either way',
    },
    {
      id: 'trip_length',
      required: true,
      question: 'How long will you be on the ground in Europe (not counting long-haul flights)?',
      type: 'select',
      options: ['Under 10 days', '10-14 days', '15-21 days', '3-4 weeks', '5-6 weeks', 'More than 6 weeks'],
    },
    {
      id: 'party',
      required: true,
      question: 'Who is travelling?',
      type: 'radio',
      options: [
        'Just me',
        'A couple',
        'A group of friends',
        'Family with young children (under 12)',
        'Family with teenagers',
        'Multi-generational group',
      ],
    },
    {
      id: 'traveller_details',
      question: 'Tell us about each traveller: ages, fitness, mobility and anything that affects pace.',
      type: 'textarea',
      placeholder: 'Ages, walking ability, stairs, health needs, naps, energy levels',
      example:
        'Me (52) and my husband (55). He has a dodgy knee, so long stair climbs and steep old towns are tough. Happy walking 10-12k steps on flat ground.',
    },
    {
      id: 'budget_style',
      section: 'Budget',
      question: 'Which budget style fits you best?',
      type: 'single_choice',
      options: [
        'Shoestring: hostels, picnics, cheapest transport',
        'Comfortable mid-range: 3-star hotels or apartments, casual dining',
        'Upscale: 4-star or boutique stays, some great restaurants',
        'Luxury: the best available, time over money',
      ],
    },
    {
      id: 'budget_total',
      required: true,
      question: 'What is your total budget, and what does it include?',
      type: 'text_input',
      placeholder: 'Amount, currency, and whether it includes flights to Europe',
      example: 'AUD 16,000 for two, including return flights from Australia',
    },
    {
      id: 'been_before',
      section: 'Where and what',
      question: 'Where in Europe have you been before, and what did you love or not enjoy?',
      type: 'textarea',
      placeholder: 'Places, what worked, what you would do differently',
      example:
        'Did London and Paris ten years ago. Loved the Paris neighbourhoods, hated rushing through five cities in nine days.',
    },
    {
      id: 'must_see',
      question: 'Are there any places or experiences that are non-negotiable?',
      type: 'textarea',
      placeholder: 'Cities, sights, events or experiences you must include',
      example: 'A few days on the Amalfi Coast, and seeing the Sagrada Familia.',
    },
    {
      id: 'avoid',
      question: 'Is there anywhere or anything you want to avoid?',
      type: 'text',
      placeholder: 'Places, activities, types of travel',
      example: 'Party islands, overnight buses, anything with huge queues',
    },
    {
      id: 'regions',
      question: 'Which parts of Europe appeal to you?',
      type: 'multi_select',
      options: [
        'France and the Benelux',
        'Italy',
        'Spain and Portugal',
        'Greece and the islands',
        'Croatia and the Adriatic',
        'United Kingdom and Ireland',
        'Germany, Austria and Switzerland',
        'Czechia, Hungary and Poland',
        'Scandinavia and the Nordics',
        'The Balkans',
        'Open to suggestions',
      ],
      allow_other: true,
      customPlaceholder: 'Another region or country',
    },
    {
      id: 'interests',
      question: 'What do you most want to spend your time on?',
      type: 'multiselect',
      options: [
        'Art and museums',
        'History and architecture',
        'Food and wine',
        'Beaches and islands',
        'Hiking and mountains',
        'Small towns and villages',
        'Markets and shopping',
        'Nightlife and music',
        'Festivals and events',
        'Photography',
        'Family-friendly attractions',
      ],
      allow_other: true,
      customPlaceholder: 'Another interest, e.g. football, cycling, family history',
    },
    {
      id: 'pace',
      section: 'Pace and getting around',
      question: 'What pace suits you?',
      type: 'radio',
      options: [
        'Relaxed: three or more nights in each place',
        'Balanced: two to three nights in most places',
        'Fast: see as much as possible, happy to keep moving',
      ],
    },
    {
      id: 'bases',
      question: 'How many different places are you happy to sleep in?',
      type: 'select',
      options: ['1-2 bases with day trips', '3-4 bases', '5-7 bases', 'As many as it takes'],
    },
    {
      id: 'transport',
      question: 'How would you like to get around?',
      type: 'multi_choice',
      options: [
        'Trains',
        'Budget flights',
        'Hire car or road trip',
        'Ferries',
        'Coaches and buses',
        'Cycling or walking stages',
      ],
      allow_other: true,
      customPlaceholder: 'Another option, e.g. river cruise, campervan',
    },
    {
      id: 'driving',
      question: 'How do you feel about driving on the right-hand side of the road?',
      type: 'single_choice',
      options: [
        'Happy to drive anywhere',
        'Fine in the countryside, not in cities',
        "I'd rather not drive at all",
      ],
    },
    {
      id: 'accommodation',
      section: 'Stays and food',
      question: 'What kinds of places do you like to stay in?',
      type: 'multiple_choice_with_other',
      options: [
        'Hotels',
        'Apartments with a kitchen',
        'Boutique guesthouses and B&Bs',
        'Hostels',
        'Farm stays and agriturismi',
        'Unique stays (castles, houseboats, monasteries)',
      ],
      allow_other: true,
      customPlaceholder: 'Another style of stay',
    },
    {
      id: 'stay_must_haves',
      question: 'Any accommodation must-haves?',
      type: 'text',
      placeholder: 'Lift, air-conditioning, separate beds, parking, laundry...',
      example: 'Lift or ground floor, air-conditioning, walkable to the train station',
    },
    {
      id: 'food',
      question: 'Tell us about food: dietary needs, allergies and how you like to eat.',
      type: 'textarea',
      placeholder: 'Dietary needs, allergies, food style, special meals',
      example:
        'I am coeliac. We love long lunches and local markets, and would splurge on one special dinner.',
    },
    {
      id: 'crowds_heat',
      section: 'Final details',
      question: 'How do you feel about crowds and heat?',
      type: 'radio',
      options: [
        'Avoid crowds even if it means skipping famous sights',
        'Happy to see famous sights if the timing is smart',
        "Crowds and heat don't bother me",
      ],
    },
    {
      id: 'occasion',
      question: 'Is this trip marking a special occasion?',
      type: 'text',
      placeholder: 'Birthday, anniversary, honeymoon, retirement... and the date',
      example: '25th wedding anniversary on 24 May',
    },
    {
      id: 'passports',
      question: 'Which passport(s) will each traveller use?',
      type: 'text',
      placeholder: 'Nationality of each passport',
      example: 'Both Australian; my husband also holds an Irish passport',
    },
    {
      id: 'other_stops',
      question: 'Are you combining Europe with other stops before or after?',
      type: 'text',
      placeholder: 'Stopovers, UK time, other countries, work travel',
      example: 'Three-night stopover in Singapore on the way over',
    },
    {
      id: 'tours',
      question: 'How do you feel about guided tours?',
      type: 'single_choice',
      options: [
        'Fully independent, no tours',
        'A few small-group or skip-the-line tours',
        'A good mix of independent and guided',
        'Prefer guided days wherever possible',
      ],
    },
    {
      id: 'rhythm',
      question: 'What does your ideal travel day look like?',
      type: 'select',
      options: [
        'Early starts, early nights',
        'Slow mornings, late dinners',
        'Busy mornings with an afternoon break',
        'It varies day to day',
      ],
    },
    {
      id: 'dream',
      question: 'Anything else? Dream moments, worries or past travel frustrations.',
      type: 'textarea',
      placeholder: 'What would make this trip unforgettable, or what would ruin it',
      example:
        'I dream of a dinner overlooking the sea. I worry about pickpockets and about missing train connections.',
    },
  ],
  promptLines: { role: 'travel planner for Europe', locale: true, browse: true },
  detail: {
    minutes: 15,
    ring: { label: 'Depth', percent: 94 },
    features: [
      {
        title: 'Two or three real journey options',
        description:
          'Distinct concepts with routes, nights, travel times, rough costs and honest trade-offs, so you choose the shape of the trip before the detail.',
      },
      {
        title: 'Day-by-day itinerary',
        description:
          'Morning, afternoon and evening plans with realistic transit times, rest days and a lighter alternative for tired or rainy days.',
      },
      {
        title: 'Transport that actually works',
        description:
          'Each leg with the best mode, when to book, and a reasoned rail pass versus point-to-point comparison, plus driving notes if you hire a car.',
      },
      {
        title: 'Budget by category and base',
        description:
          'A clear table of accommodation, transport, food and activities with a contingency, plus targeted ways to save and one splurge worth making.',
      },
      {
        title: 'Booking timeline',
        description:
          'A dated checklist of what to lock in and when, highlighting timed-entry sights, popular trains and anything tied to your special occasion.',
      },
      {
        title: 'Entry rules and Plan B',
        description:
          'What to check for your passports, including the Schengen 90/180-day rule, and what to drop or do if you fall behind or a strike hits.',
      },
    ],
    whoFor: [
      'First-timers who want Europe without the nine-cities-in-ten-days burnout',
      'Return visitors looking for a fresh region or a deeper, slower trip',
      'Couples, families and groups who need a pace that suits everyone',
      'Anyone planning a milestone trip who wants it done properly',
    ],
    howItWorks: [
      {
        title: 'Tell us how you travel',
        description: 'Answer 26 questions about dates, budget, travellers, interests, pace and must-sees.',
      },
      {
        title: 'Compare journey concepts',
        description:
          'Paste your prompt into any AI model and get two or three distinct trip concepts with costs and trade-offs.',
      },
      {
        title: 'Pick one and get the full plan',
        description:
          'Choose a concept (or a blend) and receive the day-by-day itinerary, transport, stays, budget and booking timeline.',
      },
      {
        title: 'Refine as you book',
        description:
          'Keep the conversation going to swap cities, rebalance days or adjust for prices you find.',
      },
    ],
    whatItDoes:
      'Europe Planner turns your dates, budget, travellers and interests into a trip that works on the ground. It first gives you two or three genuinely different ways to spend your time, each with a route, nights per stop, door-to-door travel times, rough costs and the trade-offs involved. Once you pick one, it builds a detailed plan: a day-by-day itinerary paced for the slowest traveller, transport for every leg, neighbourhoods to stay in, a budget table, a dated booking checklist, entry requirements to confirm and a Plan B for when things go sideways.',
    whatYouGet: [
      'Two or three distinct journey concepts with a clear recommendation',
      'A day-by-day itinerary with realistic travel times and rest days',
      'A transport plan for every leg, including rail pass reasoning',
      'Neighbourhood-level guidance on where to stay in each base',
      'A budget table with contingency and a dated booking timeline',
      'Entry, seasonal and practical notes to double-check before you go',
    ],
  },
}
