import type { SeedTemplate } from '../template-seed.ts'

export const japanPlanner: SeedTemplate = {
  id: 'japan-planner',
  slug: 'japan-planner',
  staticPage: true,
  name: 'Japan Planner',
  description:
    'A complete Japan itinerary shaped around your season, pace, food needs and interests, with the route, rail strategy, stays, bookings and etiquette sorted.',
  howToUse:
    'Fill in the questionnaire with as much detail as you can, particularly your dates, who is travelling, dietary needs and how you feel about onsen and ryokan. Paste the prompt into your AI model to get a recommended route with an alternative, then the full day-by-day plan. Follow up in the same chat to change the number of nights, add a day trip or rework the budget.',
  category: 'Social & Lifestyle',
  tier: 'super',
  masterPrompt: `Build a complete Japan trip plan for me, from the details below. Japan is easy to travel but easy to over-schedule: trains are fast, yet stations are huge, sights are spread out and the most popular experiences sell out. Your job is to design a route that matches my season, pace, budget and interests, handles my food and comfort needs properly, and avoids the classic mistakes (too many hotel changes, Kyoto on a public holiday at midday, hauling big suitcases through rush-hour trains). Let hard constraints (trip length, mobility, diet, budget, tattoos, children) override wish lists. When something will not fit, say so and offer the best trade-off.

Start with a Route decision: your recommended route in one paragraph with nights per base, then one alternative in three or four lines (for example, fewer bases, or a region better suited to my season) and why you chose the first. Then develop the recommended route in full using these headings:

1. Trip at a glance: route, dates, nights per base in a table, and how the trip flows from arrival to departure, including which airport suits my route best.
2. Day-by-day itinerary: morning, afternoon and evening for each day, grouped by neighbourhood to reduce backtracking, with one highlight per day, a rainy-day or low-energy swap, and food ideas that fit my diet and budget (think konbini breakfast, standing sushi, department-store food halls, izakaya, kaiseki). Time popular temples, shrines and viewpoints for early morning or late afternoon. Build in a soft first day after the flight and a lighter day every four or five days.
3. Getting around: each leg with the train or transport type and typical travel time. Reason through whether a nationwide rail pass, a regional pass or individual tickets is better value for this exact route, showing approximate fares and telling me to confirm with the official fare calculators, since pass prices have changed. Explain IC cards, reserved versus non-reserved seats, oversized-luggage reservation rules on some shinkansen lines, and luggage forwarding between hotels if I am carrying a lot. If I want to drive, note that an International Driving Permit or approved translation is required and where driving actually makes sense.
4. Where to stay: the best neighbourhoods in each base for my priorities, what to expect from room sizes, and how to choose between business hotels, ryokan and apartments. If I want a ryokan, suggest where in the route it fits best and what is usually included. Do not present specific properties as guaranteed; tell me to check current reviews.
5. Onsen, tattoos and etiquette: honest guidance based on my answers, including private or reservable baths and tattoo-friendly options, plus the handful of etiquette points that actually matter (shoes, queues, quiet trains, rubbish, no tipping, cash).
6. Food plan: how to eat well with my dietary needs. For vegetarians, vegans and anyone with allergies, be frank that fish stock (dashi) and other hidden ingredients are common, suggest strategies, and recommend a written allergy or diet card in Japanese. Include a few dishes or regional specialities worth seeking out on my route.
7. Bookings and timeline: a checklist working back from departure of what to reserve and when, flagging things that release tickets on set dates or sell out (popular museums, digital art exhibitions, observation decks, theme parks, special dinners, ryokan in peak season) and telling me to confirm release schedules.
8. Budget: a table by category (stays, transport, food, activities, shopping, buffer) for the whole group, as ranges in my home currency where possible, with two ways to save and one worthwhile splurge.
9. Season and practical notes: what my dates mean for weather, crowds and closures (cherry blossom and autumn leaf peaks, Golden Week, Obon, New Year, the rainy season, typhoon season, snow), plus phone data, cash and cards, tax-free shopping and entry requirements to confirm on official sources such as Smartraveller and the Japanese embassy for my passports.
10. Plan B: what to cut first if I fall behind, and what to do if a typhoon, heavy snow or train disruption hits.

Match the pace to the slowest traveller, keep day trips under about ninety minutes each way unless clearly worth it, and be honest about the walking and stairs in stations, temples and hillside sights. Label prices and travel times as estimates, and never state opening hours or entry rules as certain.`,
  questions: [
    {
      id: 'home_city',
      section: 'Dates and travellers',
      required: true,
      question: 'Which city are you flying from?',
      type: 'text',
      placeholder: 'Your home city or airport',
      example: 'Brisbane',
    },
    {
      id: 'dates',
      required: true,
      question: 'When are you travelling? Give dates or a rough window.',
      type: 'text',
      placeholder: 'Dates or month, and how flexible you are',
      example: 'Late March to mid-April, hoping to catch the cherry blossoms',
    },
    {
      id: 'nights',
      required: true,
      question: 'How many nights will you have in Japan?',
      type: 'select',
      options: ['Under 7 nights', '7-10 nights', '11-14 nights', '15-21 nights', 'More than 21 nights'],
    },
    {
      id: 'visits',
      question: 'Have you been to Japan before?',
      type: 'radio',
      options: ['This is my first visit', 'Once before', 'Several times'],
    },
    {
      id: 'previous',
      question: 'If you have been before, where did you go and what would you do differently?',
      type: 'textarea',
      placeholder: 'Places, highlights, regrets',
      example:
        'Did Tokyo, Kyoto and Osaka in 2019. Loved Kyoto early mornings, found Tokyo exhausting. Want somewhere quieter this time.',
    },
    {
      id: 'party',
      required: true,
      question: 'Who is travelling?',
      type: 'single_choice',
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
      question: 'Tell us about each traveller: ages, passports, fitness and mobility.',
      type: 'textarea',
      placeholder: 'Ages, passport nationality, walking ability, stairs, health needs',
      example:
        'Two adults (40s) and kids aged 7 and 10, all Australian passports. Kids are good walkers but need a mid-afternoon break.',
    },
    {
      id: 'budget_style',
      section: 'Budget',
      question: 'Which budget style fits you?',
      type: 'select',
      options: [
        'Budget: hostels, business hotels, konbini and casual eats',
        'Mid-range: comfortable hotels, one ryokan night, good casual dining',
        'Premium: quality hotels, several ryokan nights, some fine dining',
        'Luxury: the best available',
      ],
    },
    {
      id: 'budget_total',
      required: true,
      question: 'What is your total budget, and what does it include?',
      type: 'text_input',
      placeholder: 'Amount, currency, and whether flights are included',
      example: 'AUD 12,000 for the four of us, excluding flights',
    },
    {
      id: 'regions',
      section: 'Where and what',
      question: 'Which areas are you interested in?',
      type: 'multi_select',
      options: [
        'Tokyo and surrounds (Nikko, Kamakura, Hakone)',
        'Kyoto, Osaka and Nara',
        'Hiroshima and Miyajima',
        'Japanese Alps (Takayama, Kanazawa, Shirakawa-go)',
        'Mount Fuji and Five Lakes',
        'Hokkaido',
        'Kyushu',
        'Okinawa',
        'Shikoku and the art islands',
        'Tohoku',
        'Open to suggestions',
      ],
      allow_other: true,
      customPlaceholder: 'Another town or region',
    },
    {
      id: 'must_do',
      question: 'Any places or experiences that are non-negotiable?',
      type: 'textarea',
      placeholder: 'Sights, experiences, events, restaurants',
      example: 'Fushimi Inari, a night in a ryokan, Ghibli Museum, sumo if it is on',
    },
    {
      id: 'interests',
      question: 'What do you most want to spend your time on?',
      type: 'multiselect',
      options: [
        'Temples, shrines and gardens',
        'Food and drink',
        'Anime, manga and gaming',
        'Nature and hiking',
        'Onsen and relaxation',
        'Skiing and snow',
        'Shopping and fashion',
        'Nightlife and izakaya',
        'Art, design and architecture',
        'Castles and history',
        'Theme parks',
        'Traditional crafts and experiences',
      ],
      allow_other: true,
      customPlaceholder: 'Another interest, e.g. baseball, photography, whisky',
    },
    {
      id: 'seasonal',
      question: 'Are there any seasonal experiences you are hoping for?',
      type: 'multi_choice',
      options: [
        'Cherry blossoms',
        'Autumn leaves',
        'Snow and winter illuminations',
        'Summer festivals and fireworks',
        'None in particular',
      ],
    },
    {
      id: 'pace',
      section: 'Pace and stays',
      question: 'What pace suits you?',
      type: 'radio',
      options: ['Relaxed: plenty of downtime', 'Balanced: full days with breaks', 'Fast: pack it in'],
    },
    {
      id: 'bases',
      question: 'How many different places are you happy to sleep in?',
      type: 'select',
      options: ['One base with day trips', '2-3 bases', '4-5 bases', '6 or more'],
    },
    {
      id: 'stays',
      question: 'What kinds of accommodation appeal?',
      type: 'multiple_choice_with_other',
      options: [
        'Business hotels',
        'Western-style hotels',
        'Ryokan with dinner and breakfast',
        'Apartments',
        'Capsule hotels',
        'Temple lodging (shukubo)',
        'Hostels',
      ],
      allow_other: true,
      customPlaceholder: 'Another style, e.g. machiya townhouse, farm stay',
    },
    {
      id: 'onsen',
      question:
        'How do you feel about onsen (shared hot-spring baths, separated by gender, bathing without swimwear)?',
      type: 'radio',
      options: ['Keen to try public onsen', 'Prefer a private or in-room bath', 'Not interested'],
    },
    {
      id: 'tattoos',
      question: 'Does anyone in your group have tattoos?',
      type: 'single_choice',
      options: ['No tattoos', 'Small tattoos that can be covered', 'Large or hard-to-cover tattoos'],
    },
    {
      id: 'diet',
      section: 'Food',
      question: 'Any dietary needs, allergies or foods you avoid?',
      type: 'textarea',
      placeholder: 'Vegetarian, vegan, halal, allergies, picky eaters',
      example: 'I am vegetarian (no fish either). Our youngest has a peanut allergy.',
    },
    {
      id: 'food_adventure',
      question: 'How adventurous are you with food?',
      type: 'select',
      options: [
        'Very: I will try anything',
        'Moderately: happy to try most things',
        'Prefer familiar food most of the time',
      ],
    },
    {
      id: 'transport',
      section: 'Getting around',
      question: 'How do you want to get around?',
      type: 'multi_select',
      options: [
        'Shinkansen (bullet train)',
        'Local and regional trains',
        'Domestic flights',
        'Hire car in rural areas',
        'Buses and ferries',
        'Open to advice',
      ],
    },
    {
      id: 'luggage',
      question: 'How will you be travelling with luggage?',
      type: 'radio',
      options: [
        'Light: carry-on size each',
        'One large suitcase each',
        'Lots: ski gear, prams or shopping plans',
      ],
    },
    {
      id: 'language',
      question: 'How comfortable are you with Japanese?',
      type: 'single_choice',
      options: ['None at all', 'A few phrases', 'Basic conversation', 'Fluent or near-fluent'],
    },
    {
      id: 'crowds',
      question: 'How do you feel about crowds?',
      type: 'radio',
      options: [
        'Avoid them even if it means skipping famous sights',
        'Fine with famous sights if the timing is smart',
        "Crowds don't bother me",
      ],
    },
    {
      id: 'occasion',
      section: 'Final details',
      question: 'Is this trip marking a special occasion?',
      type: 'text',
      placeholder: 'Birthday, honeymoon, anniversary... and the date',
      example: 'Our honeymoon, and my birthday on 3 April',
    },
    {
      id: 'extra',
      question: 'Anything else? Dream moments, worries or things that went wrong on past trips.',
      type: 'textarea',
      placeholder: 'What would make the trip, or ruin it',
      example:
        'Dream moment: breakfast overlooking a garden in a ryokan. Worried about getting lost in big stations with the kids.',
    },
  ],
  promptLines: { role: 'travel planner for Japan', locale: true, browse: true },
  detail: {
    minutes: 15,
    ring: { label: 'Depth', percent: 94 },
    features: [
      {
        title: 'Route built for your season',
        description:
          'A recommended route plus an alternative, shaped around cherry blossom, autumn leaves, snow, festivals or simply avoiding the crowds.',
      },
      {
        title: 'Rail pass reasoning, not guesswork',
        description:
          'Whether a nationwide pass, regional pass or individual tickets suits your exact route, with IC cards, seat reservations and luggage forwarding explained.',
      },
      {
        title: 'Food that works for you',
        description:
          'Honest strategies for vegetarians, vegans and allergies, plus regional dishes worth seeking out along your route.',
      },
      {
        title: 'Onsen, ryokan and etiquette',
        description:
          'Where a ryokan fits best, private and tattoo-friendly bathing options, and the etiquette points that genuinely matter.',
      },
      {
        title: 'Booking timeline',
        description:
          'What to reserve and when, flagging tickets that release on set dates or sell out in peak season.',
      },
      {
        title: 'Budget and Plan B',
        description:
          'A category-by-category budget with savings and a splurge, plus what to cut if typhoons, snow or delays hit.',
      },
    ],
    whoFor: [
      'First-timers who want Tokyo and Kyoto done well without burning out',
      'Return visitors ready to explore beyond the Golden Route',
      'Families who need a pace, food plan and logistics that suit kids',
      'Travellers with dietary needs, tattoos or mobility limits who want honest guidance',
    ],
    howItWorks: [
      {
        title: 'Share your trip',
        description: 'Answer 26 questions about dates, travellers, interests, food, onsen comfort and pace.',
      },
      {
        title: 'Get the route',
        description:
          'Paste the prompt into any AI model and receive a recommended route, an alternative and the reasoning behind it.',
      },
      {
        title: 'Receive the full plan',
        description:
          'Day-by-day itinerary, transport strategy, where to stay, food plan, bookings, budget and season notes.',
      },
      {
        title: 'Fine-tune in the chat',
        description: 'Ask follow-ups to add a day trip, swap a region or adjust for prices you find.',
      },
    ],
    whatItDoes:
      'Japan Planner turns your answers into a realistic, well-paced Japan itinerary. It recommends a route with nights per base and an alternative, then builds a day-by-day plan grouped by neighbourhood, a transport strategy that reasons through rail passes versus individual tickets, neighbourhood advice for every base, a food plan for your dietary needs, honest onsen and tattoo guidance, a booking timeline for things that sell out, a budget table and season-specific notes on weather, crowds and closures.',
    whatYouGet: [
      'A recommended route with nights per base and one alternative',
      'A day-by-day itinerary with rainy-day and low-energy swaps',
      'A rail and luggage strategy for your exact route',
      'A food plan for your diet, with allergy and diet card advice',
      'A booking checklist and budget table in your home currency',
      'Season, etiquette and Plan B notes to keep the trip on track',
    ],
  },
}
