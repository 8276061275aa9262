import type { SearchDocument } from '../../src/server/features/search/public.ts'

// A large, deterministic catalogue for the search bench: plausible templates on subjects next to the seeded ones
// (they share vocabulary such as plan, budget, goal, week), but never the seeded subjects themselves, so the
// labelled answers stay the right answers at 10,000 templates.

const categories = [
  'Health & Fitness',
  'Life & Direction',
  'Career & Business',
  'Social & Lifestyle',
  'Power Tools',
]
const tiers = ['daily', 'boost', 'super']
const prices: Record<string, [number, number]> = { daily: [2, 799], boost: [4, 1598], super: [8, 2500] }

const topics: Record<string, string[]> = {
  'Health & Fitness': [
    'Marathon Training',
    'Yoga Habit',
    'Posture Fix',
    'Back Pain Relief',
    'Meal Prep',
    'Hydration',
    'Stretching',
    'Swimming Technique',
    'Cycling Plan',
    'Healthy Lunchbox',
    'Vegetarian Protein',
    'Gut Health',
    'Step Count',
    'Desk Stretch',
    'Pregnancy Fitness',
    'Senior Mobility',
    'Hiking Prep',
    'Tennis Skills',
    'Skin Care Routine',
    'Quit Smoking',
    'Alcohol-Free Month',
    'Meditation Starter',
    'Breathing Practice',
    'Dental Habit',
  ],
  'Life & Direction': [
    'Decluttering',
    'Minimalism',
    'Moving House',
    'Wedding Planning',
    'New Parent',
    'Retirement Hobby',
    'Journaling Habit',
    'Reading Goal',
    'Language Learning',
    'Gardening',
    'Home Cleaning Schedule',
    'Pet Care',
    'Dog Training',
    'Volunteering',
    'Digital Detox',
    'Morning Pages',
    'Weekly Review',
    'Family Calendar',
    'Kids Chores',
    'School Holidays',
    'Photo Organising',
    'Music Practice',
    'Creative Writing',
    'Birthday Party',
  ],
  'Career & Business': [
    'Public Speaking',
    'Presentation Skills',
    'Meeting Agenda',
    'Team Onboarding',
    'Sales Pitch',
    'Marketing Plan',
    'Social Media Calendar',
    'Newsletter',
    'Customer Survey',
    'Product Launch',
    'Grant Application',
    'Board Report',
    'Project Kickoff',
    'Hiring Plan',
    'Performance Goals',
    'Leadership Style',
    'Remote Team',
    'Client Proposal',
    'Invoice Follow-Up',
    'Business Plan',
    'Brand Voice',
    'Website Copy',
    'Podcast Launch',
    'Trade Show',
  ],
  'Social & Lifestyle': [
    'Dinner Party',
    'Book Club',
    'Camping Trip',
    'Road Trip Australia',
    'Bali Getaway',
    'Thailand Adventure',
    'New Zealand Drive',
    'Weekend Away',
    'Wine Tasting',
    'Home Cooking',
    'Baking',
    'Board Games Night',
    'Family Reunion',
    'Gift Ideas',
    'Christmas Hosting',
    'Picnic',
    'Festival',
    'Concert Trip',
    'Beach Day',
    'Ski Trip Australia',
    'Cruise',
    'Theme Park Day',
    'Wedding Speech',
    'Baby Shower',
  ],
  'Power Tools': [
    'Tax Return',
    'Insurance Review',
    'Phone Plan',
    'Energy Bill',
    'Internet Plan',
    'Rental Application',
    'Bond Dispute',
    'Warranty Claim',
    'Subscription Audit',
    'Home Loan Check',
    'Superannuation',
    'Spreadsheet Formula',
    'Password Hygiene',
    'Photo Editing',
    'Moving Checklist',
    'Contract Reader',
    'Parking Fine Appeal',
    'Refund Letter',
    'Grocery List',
    'Pantry Inventory',
    'Recipe Scaler',
    'Travel Insurance',
    'Visa Checklist',
    'Packing List',
  ],
}
const adjectives = [
  'Quick',
  'Complete',
  'Smart',
  'Weekend',
  'Budget',
  'Family',
  'Solo',
  'Beginner',
  'Advanced',
  'Busy Parent',
  'Student',
  'Seniors',
  'Calm',
  'Practical',
  'Ultimate',
  'Simple',
  '30-Day',
  '7-Day',
  'Personal',
  'Pro',
  'Stress-Free',
  'Step-by-Step',
  'Local',
  'Eco',
  'Premium',
  'Express',
  'Friendly',
  'Focused',
  'Flexible',
  'Essential',
]
const roles = [
  'Planner',
  'Coach',
  'Guide',
  'Checker',
  'Builder',
  'Helper',
  'Mentor',
  'Organiser',
  'Kit',
  'Blueprint',
]
const aspects = [
  'schedule',
  'budget',
  'goals',
  'experience',
  'time',
  'preferences',
  'location',
  'family',
  'energy',
  'priorities',
  'skills',
  'habits',
  'constraints',
  'style',
  'season',
  'needs',
]
const descriptionForms = [
  (t: string, a: string[]) =>
    `Get a ${t} plan built around your ${a[0]}, ${a[1]} and ${a[2]}, with clear next steps.`,
  (t: string, a: string[]) =>
    `A practical ${t} system matched to your ${a[0]} and ${a[1]}, with checklists and a weekly rhythm.`,
  (t: string, a: string[]) =>
    `Answer a few questions about your ${a[0]} and ${a[1]} and get a ${t} roadmap you can start today.`,
  (t: string, a: string[]) =>
    `Sort out your ${t} with a step-by-step guide shaped by your ${a[0]}, ${a[1]} and ${a[2]}.`,
]
const questionPool = [
  (t: string) => `What is your main goal for ${t}?`,
  (t: string) => `How much time can you give ${t} each week?`,
  () => 'What is your budget?',
  (t: string) => `What have you already tried for ${t}?`,
  () => 'Where are you based?',
  () => 'Who else is involved?',
  (t: string) => `What worries you most about ${t}?`,
  () => 'How experienced are you?',
  () => 'What does a typical week look like for you?',
  () => 'Any deadlines or dates we should plan around?',
  () => 'What would success look like in three months?',
  () => 'How do you like to receive instructions?',
]
const optionPool = [
  'Not at all',
  'A little',
  'Somewhat',
  'Very',
  'Beginner',
  'Intermediate',
  'Experienced',
  'Weekly',
  'Daily',
]

function mulberry32(seed: number) {
  return () => {
    seed |= 0
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** n generated templates, the same every run. */
export function generateCatalogue(n: number, seed = 42): SearchDocument[] {
  const random = mulberry32(seed)
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]
  const out: SearchDocument[] = []
  const names = new Set<string>()
  while (out.length < n) {
    const category = pick(categories)
    const topic = pick(topics[category])
    const name = `${pick(adjectives)} ${topic} ${pick(roles)}`
    if (names.has(name)) continue
    names.add(name)
    const tier = pick(tiers)
    const a = [pick(aspects), pick(aspects), pick(aspects)]
    const lower = topic.toLowerCase()
    const questions = Array.from({ length: 6 + Math.floor(random() * 10) }, () => {
      const q = pick(questionPool)(lower)
      return random() < 0.5 ? `${q} ${pick(optionPool)} ${pick(optionPool)} ${pick(optionPool)}` : q
    }).join(' ')
    out.push({
      id: `gen-${out.length}`,
      name,
      description: pick(descriptionForms)(lower, a),
      howToUse: `Answer the questions about your ${a[0]} and ${a[1]}, paste your prompt into any AI model and follow the ${lower} plan it gives you.`,
      category,
      tier,
      creditsCost: prices[tier][0],
      priceCents: prices[tier][1],
      questions,
    })
  }
  return out
}
