import type { CategoryKey } from '../../../shared/catalog/categories.ts'

/**
 * An everyday goal and the ways people type it. A phrase matches when all of its words (after stop words and
 * stemming) appear anywhere in the query, so "weight I need to lose" matches "lose weight"; a longer phrase is a
 * stronger signal than a single word.
 */
export type Intent = {
  /** Phrases that clearly name the goal. */
  triggers: string[]
  /** Words that point at the goal only loosely ("goals", "partner"): half the weight of a trigger. */
  hints?: string[]
  /** Templates that serve the goal, best first (ids of the launch catalogue; unknown ids are skipped). */
  templates?: string[]
  categories?: CategoryKey[]
  /** Words added, with a lower weight, to the text search, so that new templates on the topic are found too. */
  related?: string
  /** 1 by default; lower for vague signals ("stress") that should only tip the balance. */
  weight?: number
}

const gym = 'hyper-personalised-gym-match-plan-supplements'

// The phrase lists read best packed, many to a line.
// prettier-ignore
export const intentLexicon: Intent[] = [
  // Health & Fitness
  {
    triggers: [
      'lose weight', 'losing weight', 'loose weight', 'weight loss', 'weightloss', 'lose kg', 'drop kg', 'lose pounds',
      'drop pounds', 'shed pounds', 'lbs', 'fat loss', 'burn fat', 'lose fat', 'belly fat', 'slim down', 'slimming',
      'overweight', 'obese', 'diet', 'dieting', 'calorie', 'calorie deficit', 'cut calories', 'kcal', 'eat less',
      'portion sizes', 'get lean', 'lose belly', 'bmi', 'weigh less', 'too heavy', 'muffin top', 'beach body',
      'summer body', 'baby weight', 'intermittent fasting', 'keto', 'healthy eating', 'eat healthier', 'eat healthy',
      'meal plan', 'macros', 'tdee', 'cutting weight', 'fat', 'skinny', 'thinner', 'put on weight',
      'gained weight', 'cravings', 'snacking', 'sugar',
    ],
    hints: ['lose', 'weight', 'lighter', 'kg', 'nutrition', 'eating', 'food'],
    templates: ['daily-calorie-deficit-guide', gym],
    categories: ['health'],
    related: 'calorie deficit weight loss eating plan nutrition',
  },
  {
    triggers: [
      'gym', 'first gym', 'join gym', 'gym beginner', 'workout', 'work out', 'working out', 'weight training', 'weights training', 'training plan',
      'training program', 'exercise', 'exercise routine', 'fitness', 'fitness plan', 'get fit', 'getting fit',
      'get in shape', 'back in shape', 'out of shape', 'build muscle', 'gain muscle', 'muscle', 'strength training',
      'lifting', 'lift weights', 'weightlifting', 'bulk', 'bulking', 'tone up', 'abs',
      'personal trainer', 'supplement', 'protein', 'protein powder', 'creatine', 'pre workout', 'whey', 'cardio',
      'hiit', 'crossfit', 'pilates', 'running plan', 'couch 5k', 'push ups', 'squat', 'deadlift', 'bench press',
      'six pack', 'gains', 'fitter', 'unfit', 'shredded', 'get shredded', 'ripped', 'jacked', 'swole',
      'get strong', 'strong', 'stronger', 'strength',
    ],
    hints: ['fit', 'shape', 'lean', 'train', 'training', 'running', 'run', 'body', 'active', 'sport'],
    templates: [gym, 'daily-calorie-deficit-guide'],
    categories: ['health'],
    related: 'gym training plan workout exercise fitness supplements',
  },
  {
    triggers: [
      'sleep', 'sleeping', 'insomnia', 'cant sleep', 'fall asleep', 'asleep', 'stay asleep', 'wake up night',
      'waking up night', 'waking night', 'wake early', 'tired all time', 'always tired', 'exhausted', 'exhaustion',
      'fatigue', 'fatigued', 'bedtime', 'bed time', 'sleep schedule', 'sleep routine', 'night owl', 'restless night',
      'naps', 'snoring', 'jet lag', 'jetlag', 'night shift', 'shift work', 'awake 3am', 'melatonin', 'sleepless', 'drowsy',
      'racing thoughts', 'switch off', 'cant switch off', 'mind racing', 'overthinking at night', 'lying awake',
      'wind down', 'sleep hygiene', 'in bed scrolling', 'up all night', 'wake up tired',
    ],
    hints: ['tired', 'nap', 'rest', 'energy', 'night', 'bed', 'mornings', 'alarm'],
    templates: ['sleep-reset-coach'],
    categories: ['health'],
    related: 'sleep reset insomnia bedtime routine',
  },
  {
    triggers: [
      'cheap eats', 'cheap food', 'cheap dinner', 'cheap lunch', 'eat out', 'eating out', 'dine out', 'dining out',
      'restaurant', 'restaurants', 'where eat', 'where to eat', 'place eat', 'food deals', 'food deal', 'meal deal',
      'lunch special', 'dinner special', 'pub special', 'pub meal', 'parma', 'schnitzel', 'happy hour', 'byo',
      'takeaway', 'brunch', 'food near', 'eat near', 'dinner tonight', 'dinner near', 'lunch near', 'cafe',
      'date night dinner', 'budget dinner', 'budget meal', 'discount food', 'daily specials', 'kids eat free',
      'feed family cheap', 'cheap meals', 'foodie', 'dumplings', 'pizza', 'burger', 'tacos', 'bistro', 'eatery',
      'uber eats',
    ],
    hints: ['specials', 'food', 'dinner', 'lunch', 'breakfast', 'hungry', 'meal', 'meals', 'pub', 'cheap', 'suburb', 'nearby', 'local'],
    templates: ['local-food-deal-hunter'],
    categories: ['social'],
    related: 'food deals restaurants eat budget specials',
  },

  // Life & Direction
  {
    triggers: [
      'breakup', 'break up', 'broke up', 'breaking up', 'broken up', 'split up', 'separation', 'separated',
      'divorce', 'divorced', 'divorcing', 'ex', 'ex boyfriend', 'ex girlfriend', 'ex husband', 'ex wife', 'dumped',
      'heartbreak', 'heartbroken', 'broken heart', 'get over', 'getting over',
      'cheated', 'stop loving', 'fall out of love', 'unrequited', 'forget him', 'forget her', 'wife left', 'husband left', 'partner left', 'miss my ex', 'relationship ended', 'relationship over', 'no contact',
      'engagement off', 'called off wedding', 'widowed', 'grief relationship',
    ],
    hints: ['split', 'alone', 'lonely', 'rebuild', 'hurt'],
    templates: ['breakup-rebuild', 'dream-relationship-planner', 'hard-conversation-strategist'],
    categories: ['life'],
    related: 'breakup rebuild ex heartbreak boundaries',
    weight: 1.1,
  },
  {
    triggers: [
      'back on track', 'off track', 'fell off', 'fallen off', 'off wagon', 'rut', 'slump', 'unmotivated',
      'motivation', 'no motivation', 'lost motivation', 'lazy', 'procrastinate', 'procrastinating', 'procrastination',
      'self discipline', 'discipline', 'fresh start', 'start over', 'burnout', 'burnt out',
      'burned out', 'spiralling', 'falling apart', 'sort life out', 'get life together',
      'life together', 'new year', 'resolution', 'bounce back', 'low mood', 'feeling down', 'depressed', 'slipped',
      'routine slipped', 'lost routine', 'no routine', 'get routine back', 'messy life', 'reset life', 'restart',
      'consistency', 'stick to', 'better habits', 'build habits', 'good habits', 'healthy habits', 'habit tracker', 'give up', 'keep giving up', 'quit everything', 'putting off', 'put off',
      'putting things off',
    ],
    hints: ['routine', 'routines', 'habit', 'habits', 'reset', 'struggling', 'recover', 'mess', 'consistent', 'down'],
    templates: ['get-back-on-track', 'daily-focus-planner', 'life-architect'],
    categories: ['life'],
    related: 'reset routine habits restart motivation',
  },
  {
    triggers: [
      'plan day', 'plan my day', 'daily plan', 'day plan', 'to do list', 'todo', 'task list',
      'too many tasks', 'prioritise', 'prioritize', 'priorities', 'time management', 'manage time',
      'time blocking', 'time block', 'schedule day', 'productivity', 'productive', 'distracted', 'distraction',
      'concentrate', 'concentration', 'overwhelmed tasks', 'organise day', 'organize day', 'adhd', 'study plan',
      'study schedule', 'get things done', 'morning routine', 'daily planner', 'day planner', 'work from home',
      'wfh', 'tasks', 'much work', 'not enough time', 'no time', 'time poor', 'work overload', 'get organised',
      'get organized', 'organise', 'organize', 'organised', 'organized', 'deadline', 'deadlines', 'juggling', 'cant focus', 'on my plate', 'plate', 'much to do',
      'lot to do', 'lots to do', 'overloaded', 'swamped', 'snowed under', 'where do i start', 'flat out',
    ],
    hints: ['today', 'busy', 'schedule', 'focus', 'focused', 'study', 'exam', 'exams', 'planner', 'organised', 'organized', 'overwhelmed', 'agenda', 'calendar', 'tomorrow'],
    templates: ['daily-focus-planner', 'get-back-on-track'],
    categories: ['life'],
    related: 'daily focus plan priorities schedule tasks',
  },
  {
    triggers: [
      'life direction', 'purpose', 'life purpose', 'meaning life', 'what do with life', 'what to do with my life',
      'feel lost', 'feeling lost', 'lost in life', 'stuck in life', 'feel stuck', 'midlife crisis', 'midlife',
      'quarter life crisis', 'crossroads', 'life plan', 'life goals', 'big decision', 'life decision', 'life change',
      'change life', 'next chapter', 'five year plan', '5 year plan', 'ten year plan', 'where life going',
      'unfulfilled', 'fulfilment', 'fulfillment', 'find passion', 'calling', 'reinvent', 'gap year',
      'retirement', 'retire', 'empty nest', 'life coach', 'what next', 'life and career', 'path in life',
    ],
    hints: ['direction', 'lost', 'stuck', 'future', 'passion', 'meaning', 'values', 'roadmap', 'life', 'decide', 'decision'],
    templates: ['life-architect', 'ai-powered-career-navigator', 'manifestation-mentor'],
    categories: ['life'],
    related: 'life direction paths roadmap values strengths',
  },
  {
    triggers: [
      'manifest', 'manifesting', 'manifestation', 'law attraction', 'affirmation', 'affirmations', 'vision board',
      'visualise', 'visualize', 'visualisation', 'visualization', 'universe', 'dream life', 'positive thinking',
      'positive mindset', 'limiting belief', 'limiting beliefs', 'self belief', 'self doubt',
      'self confidence', 'self esteem', 'self worth', 'self love', 'low self', 'intention', 'intentions', 'gratitude', 'spiritual', 'vibration', 'achieve goal',
      'achieve my goals', 'reach goal', 'make happen', 'make it happen', 'dream come true', 'attract',
    ],
    hints: ['believe', 'goal', 'goals', 'dream', 'dreams', 'wish', 'confidence', 'mindset', 'belief', 'beliefs', 'journal', 'energy', 'imposter'],
    templates: ['manifestation-mentor', 'abundance-mindset', 'life-architect'],
    categories: ['life'],
    related: 'manifestation affirmations vision beliefs goal',
    weight: 1.35,
  },

  // Career & Business
  {
    triggers: [
      'pay rise', 'raise', 'pay increase', 'salary increase', 'salary', 'salary negotiation', 'negotiate salary',
      'negotiate pay', 'ask for more money', 'more money work', 'more money job', 'paid more', 'get paid more',
      'underpaid', 'underpaying', 'underpay', 'paid less', 'wage', 'wages', 'pay review', 'salary review', 'performance review', 'promotion',
      'promoted', 'counter offer', 'negotiate offer', 'job offer negotiate', 'worth more', 'remuneration',
      'hourly rate', 'market rate', 'boss money', 'ask boss more', 'pay cut', 'pay conversation', 'pay bump',
    ],
    hints: ['pay', 'bonus', 'earn', 'money', 'income', 'boss', 'manager', 'review'],
    templates: ['pay-rise-pitch', 'hard-conversation-strategist', 'networking-mentor'],
    categories: ['business'],
    related: 'pay rise salary negotiation script evidence',
    weight: 1.1,
  },
  {
    triggers: [
      'career change', 'change career', 'changing career', 'career switch', 'switch career', 'job change',
      'change job', 'changing job', 'new job', 'new career', 'career', 'career path', 'career options', 'what job',
      'which job', 'right job', 'dream job', 'what career', 'hate my job', 'hate job', 'quit job', 'quit my job',
      'leave job', 'leave my job', 'job hunting', 'job search', 'looking work', 'find work', 'find job', 'unemployed',
      'redundant', 'redundancy', 'laid off', 'fired', 'retrain', 'retraining', 'reskill', 'upskill', 'what study',
      'what should i study', 'uni course', 'school leaver', 'graduate job', 'career coach', 'job interview',
      'next role', 'new role', 'profession', 'occupation', 'job satisfaction', 'sick of my job', 'bored at work',
      'dead end job', 'employment', 'uni', 'university', 'tafe', 'go back to study',
      'mature age student', 'apprenticeship', 'lost my job', 'lose my job',
    ],
    hints: ['job', 'jobs', 'industry', 'course', 'degree', 'resume', 'interview', 'skills', 'role', 'work', 'quit', 'resign'],
    templates: ['ai-powered-career-navigator', 'life-architect', 'networking-mentor'],
    categories: ['business'],
    related: 'career paths skills values job change',
  },
  {
    triggers: [
      'networking', 'network', 'connections', 'professional contacts', 'linkedin', 'meet people industry',
      'meet people in my industry', 'mentor', 'mentorship', 'find mentor', 'conference', 'conferences',
      'industry events', 'networking event', 'meetup', 'meetups', 'introvert', 'introverted', 'small talk',
      'elevator pitch', 'introduce myself', 'cold message', 'cold email', 'coffee chat', 'reach out', 'reaching out',
      'personal brand', 'hidden job market', 'find clients', 'strangers', 'talk to strangers', 'contacts', 'make contacts', 'build relationships work',
    ],
    hints: ['events', 'event', 'meet', 'shy', 'people', 'referral', 'clients', 'awkward', 'friends'],
    templates: ['networking-mentor', 'ai-powered-career-navigator', 'side-hustle-launcher'],
    categories: ['business'],
    related: 'networking messages events linkedin meet people',
  },
  {
    triggers: [
      'side hustle', 'sidehustle', 'side gig', 'side business', 'side income', 'extra income', 'extra money',
      'extra cash', 'make money', 'making money', 'earn money', 'earn extra', 'earn more', 'second income',
      'passive income', 'income stream', 'start business', 'starting business', 'start own business', 'own business',
      'small business', 'business idea', 'business ideas', 'startup', 'entrepreneur', 'freelance', 'freelancing',
      'freelancer', 'etsy', 'sell online', 'selling online', 'online shop', 'ebay', 'dropshipping', 'uber',
      'doordash', 'tutoring', 'weekend job', 'monetise', 'monetize', 'money on side', 'first customers', 'gig',
      'hustle', 'quit 9 5', 'be my own boss', 'own boss', 'sell crafts',
    ],
    hints: ['business', 'launch', 'customers', 'pricing', 'sell', 'selling', 'earn', 'income', 'hobby', 'cash'],
    templates: ['side-hustle-launcher', 'networking-mentor', 'ai-powered-career-navigator'],
    categories: ['business'],
    related: 'side hustle income launch customers pricing',
  },

  // Social & Lifestyle
  {
    triggers: [
      'holiday', 'holidays', 'trip', 'trips', 'travel', 'travelling', 'traveling', 'travel plan', 'itinerary',
      'itineraries', 'honeymoon', 'getaway', 'overseas', 'abroad', 'backpacking', 'flights', 'annual leave',
      'sightseeing', 'road trip', 'city break', 'tourist', 'travel budget', 'where go', 'where to go',
      'long service leave', 'babymoon', 'anniversary trip', 'going away', 'time off travel',
    ],
    hints: ['tour', 'visit', 'visiting', 'journey', 'adventure', 'destination', 'destinations', 'flight', 'hotel', 'hotels', 'passport', 'weeks away', 'sightsee'],
    templates: ['europe-planner', 'japan-planner'],
    categories: ['social'],
    related: 'travel holiday itinerary trip',
  },
  {
    triggers: [
      'japan', 'tokyo', 'kyoto', 'osaka', 'hiroshima', 'hokkaido', 'sapporo', 'nara', 'okinawa',
      'fukuoka', 'nagoya', 'hakone', 'niseko', 'fuji',
      'kanazawa', 'nikko', 'takayama', 'shibuya', 'harajuku', 'asia',
    ],
    // A nationality names a language or a cuisine as often as a place ("learn japanese"): a hint only.
    hints: ['japanese'],
    templates: ['japan-planner'],
    categories: ['social'],
    related: 'japan itinerary travel',
    weight: 1.3,
  },
  {
    triggers: [
      'ryokan', 'onsen', 'shinkansen', 'jr pass', 'sakura', 'cherry blossom', 'cherry blossoms', 'disneysea',
      'ramen trip', 'ski japan', 'bullet train', 'geisha', 'temples shrines',
    ],
    templates: ['japan-planner'],
    categories: ['social'],
    related: 'japan itinerary travel',
    weight: 1.3,
  },
  {
    triggers: [
      'europe', 'paris', 'france', 'london', 'england', 'britain', 'scotland',
      'edinburgh', 'ireland', 'dublin', 'italy', 'rome', 'venice', 'florence', 'milan', 'amalfi',
      'tuscany', 'sicily', 'spain', 'barcelona', 'madrid', 'seville', 'portugal', 'lisbon', 'porto',
      'greece', 'santorini', 'mykonos', 'athens', 'croatia', 'dubrovnik', 'germany',
      'berlin', 'munich', 'amsterdam', 'netherlands', 'holland', 'belgium', 'brussels', 'switzerland',
      'austria', 'vienna', 'prague', 'budapest', 'hungary', 'poland', 'krakow', 'iceland',
      'norway', 'sweden', 'stockholm', 'denmark', 'copenhagen', 'finland', 'scandinavia', 'istanbul', 'provence',
      'monaco', 'uk',
    ],
    hints: ['european', 'french', 'italian', 'spanish', 'greek', 'swiss', 'czech', 'german', 'dutch'],
    templates: ['europe-planner'],
    categories: ['social'],
    related: 'europe itinerary travel journey',
    weight: 1.3,
  },
  {
    triggers: [
      'mediterranean', 'riviera', 'eurail', 'interrail', 'schengen', 'christmas markets', 'contiki', 'euro summer',
      'oktoberfest', 'greek islands', 'alps', 'eurotrip', 'euro trip',
    ],
    templates: ['europe-planner'],
    categories: ['social'],
    related: 'europe itinerary travel journey',
    weight: 1.3,
  },
  {
    triggers: [
      'relationship', 'relationships', 'dating', 'dating app', 'dating apps', 'tinder', 'hinge', 'bumble',
      'find love', 'love life', 'soulmate', 'soul mate', 'find partner', 'find a partner', 'find boyfriend',
      'find girlfriend', 'marriage', 'married', 'marry', 'get married', 'romance', 'romantic',
      'right person', 'settle down', 'long term relationship', 'commitment', 'attachment style', 'red flags',
      'dealbreakers', 'date night', 'first date', 'spice up', 'relationship goals', 'couples', 'intimacy',
      'compatible', 'compatibility', 'boyfriend', 'girlfriend', 'find the one', 'meet someone special', 'ideal partner',
    ],
    hints: ['love', 'partner', 'husband', 'wife', 'spouse', 'single', 'couple', 'lonely', 'loneliness', 'spark', 'engaged'],
    templates: ['dream-relationship-planner', 'breakup-rebuild', 'hard-conversation-strategist'],
    categories: ['social'],
    related: 'relationship partner dating love values',
  },
  {
    triggers: [
      'hard conversation', 'difficult conversation', 'tough conversation', 'awkward conversation', 'conversation',
      'talk to', 'confront', 'confrontation', 'conflict', 'argument', 'arguments', 'argue', 'arguing',
      'disagreement', 'boundaries', 'set boundaries', 'boundary', 'say no', 'tell boss', 'tell partner',
      'tell parents', 'come out', 'coming out', 'give feedback', 'fire employee', 'firing staff', 'apologise',
      'apologize', 'apology', 'bad news', 'break news', 'speak up', 'stand up for myself', 'assertive',
      'family drama', 'end friendship', 'mediation', 'difficult talk', 'awkward talk', 'tough talk', 'serious talk',
      'how to tell', 'how do i tell', 'bring up', 'raise issue', 'address issue', 'resign conversation',
      'confronting', 'clear air', 'heart to heart', 'hard chat', 'hard talk', 'talk about', 'difficult coworker',
      'difficult person', 'difficult boss', 'deal with boss', 'deal with coworker', 'passive aggressive', 'bully',
      'bullying', 'rude', 'disrespect',
    ],
    hints: ['communication', 'communicate', 'difficult', 'talk', 'tell', 'fight', 'fighting', 'toxic', 'negotiate', 'negotiation', 'feedback', 'chat'],
    templates: ['hard-conversation-strategist', 'email-polisher'],
    categories: ['social'],
    related: 'conversation script opening reactions talk',
  },
  {
    triggers: [
      'flatmate', 'housemate', 'roommate', 'landlord', 'neighbor', 'coworker', 'colleague', 'colleagues',
      'inlaws', 'in-laws', 'mother in law', 'sister', 'brother', 'parents', 'mom', 'dad', 'mother', 'father', 'friend',
      'best friend', 'teenager', 'son', 'daughter', 'employee', 'team member', 'boss', 'manager', 'family',
    ],
    templates: ['hard-conversation-strategist', 'email-polisher'],
    categories: ['social'],
    weight: 0.55,
  },

  // Power Tools
  {
    triggers: [
      'builder', 'builders', 'builder quote', 'tradie', 'tradies', 'trade quote', 'tradesman', 'tradesperson',
      'contractor', 'contractors', 'renovation', 'renovate', 'renovating', 'reno', 'remodel', 'remodelling',
      'kitchen', 'bathroom', 'extension', 'granny flat', 'deck', 'decking', 'pergola', 'roof', 'roofing',
      'roofer', 'plumber', 'plumbing', 'electrician', 'painter', 'tiler', 'tiling', 'carpenter', 'landscaper',
      'landscaping', 'fencing', 'concreter', 'build house', 'building house', 'new build', 'knock down rebuild',
      'building contract', 'home builder', 'house quote', 'home improvement', 'council approval', 'building permit',
      'development approval', 'progress payment', 'deposit builder', 'handyman', 'solar panels', 'home renovation',
      'house renovation', 'fix house', 'laundry reno', 'waterproofing', 'retaining wall', 'driveway', 'stumping',
      'restumping', 'cladding', 'insulation', 'flooring', 'floorboards', 'carpet', 'cabinets', 'benchtop',
      'splashback', 'downpipes', 'gutters', 'pool build', 'sparky', 'sparkie', 'chippy', 'rewiring', 'rewire',
    ],
    hints: ['home', 'house', 'property', 'permit', 'permits', 'council', 'diy', 'fence', 'pool', 'paint', 'build'],
    templates: ['home-renovation-guardian'],
    categories: ['tools'],
    related: 'builder tradie quote renovation contract scope',
    weight: 1.1,
  },
  {
    triggers: [
      'car service', 'car serviced', 'service car', 'servicing', 'logbook service', 'log book service', 'mechanic',
      'mechanics', 'car repair', 'car repairs', 'repair quote', 'car quote', 'workshop', 'garage quote', 'brakes',
      'brake', 'brake pads', 'tyres', 'clutch', 'gearbox', 'transmission', 'timing belt', 'cam belt',
      'check engine', 'engine light', 'warning light', 'oil change', 'car battery', 'suspension', 'wheel alignment',
      'car noise', 'car making noise', 'rattle', 'squeak', 'squeaking', 'overheating', 'radiator', 'roadworthy',
      'rwc', 'pink slip', 'rego inspection', 'dealer service', 'odometer', 'car fixed', 'fix car', 'car broke',
      'car broken', 'car wont start', 'service quote', 'major service', 'minor service', 'cv joint',
      'spark plugs', 'alternator', 'exhaust pipe', 'exhaust system', 'car aircon', 'windscreen', 'panel beater', 'smash repair',
    ],
    hints: ['car', 'cars', 'vehicle', 'ute', 'van', 'motorbike', 'engine', '4wd', 'kms', 'km', 'garage', 'service', 'repair', 'rip off', 'ripped off', 'dealer'],
    templates: ['mechanic-quote-checker', 'big-purchase-decider'],
    categories: ['tools'],
    related: 'mechanic car repair service quote workshop',
    weight: 1.1,
  },
  {
    triggers: [
      'buy car', 'buying car', 'new car', 'used car', 'second hand car', 'secondhand car', 'which car', 'car purchase',
      'car buy', 'big purchase', 'big ticket', 'worth buying', 'should i buy', 'what to buy', 'which to buy',
      'laptop', 'computer', 'macbook', 'phone', 'iphone', 'smartphone', 'tv', 'television', 'fridge',
      'washing machine', 'dryer', 'dishwasher', 'appliance', 'appliances', 'mattress', 'couch', 'sofa',
      'furniture', 'ebike', 'e bike', 'camera', 'headphones', 'vacuum', 'air conditioner', 'heat pump', 'oven',
      'coffee machine', 'negotiate price', 'haggle', 'black friday', 'electric car', 'ev', 'hybrid', 'caravan', 'boat',
      'gadget', 'console', 'ipad', 'tablet', 'bike', 'treadmill', 'upgrade', 'shortlist', 'which model',
      'best model', 'compare models', 'car dealer',
    ],
    hints: ['worth', 'buy', 'buying', 'purchase', 'compare', 'comparison', 'versus', 'vs', 'model', 'models', 'good deal', 'sale', 'discount', 'finance', 'lease', 'afterpay', 'price', 'cost', 'spend', 'expensive', 'cheap', 'afford', 'brand', 'warranty'],
    templates: ['big-purchase-decider', 'mechanic-quote-checker'],
    categories: ['tools'],
    related: 'purchase buy shortlist cost ownership negotiate',
  },
  {
    triggers: [
      'email', 'write email', 'email boss', 'email manager', 'email client', 'email landlord', 'email teacher',
      'professional email', 'formal email', 'rewrite', 're write', 'proofread', 'proof read', 'grammar', 'wording',
      'reword', 'complaint letter', 'write complaint', 'follow up email', 'thank you note',
      'out of office', 'apology email', 'resignation letter', 'sound professional', 'subject line', 'inbox',
      'polish', 'draft', 'letter', 'reply email', 'respond email', 'email reply', 'emails', 'write message',
      'linkedin message', 'complaint',
    ],
    hints: ['word', 'reply', 'respond', 'response', 'message', 'tone', 'write', 'writing', 'words', 'text', 'clearer', 'concise'],
    templates: ['email-polisher', 'hard-conversation-strategist'],
    categories: ['tools'],
    related: 'email draft rewrite tone subject line',
  },
  {
    triggers: [
      'money mindset', 'money stress', 'money anxiety', 'money worries', 'worried money', 'stressed money',
      'stressed about money', 'financial stress', 'financial anxiety', 'financial freedom', 'broke', 'scarcity',
      'abundance', 'abundant', 'wealth', 'wealthy', 'rich', 'debt', 'credit card debt', 'bills', 'budget',
      'budgeting', 'save money', 'saving money', 'savings', 'spending', 'overspending', 'spend less',
      'impulse buying', 'impulse spending', 'shopping addiction', 'paycheck to paycheck', 'payday', 'money habits',
      'money beliefs', 'frugal', 'cost of living', 'cant afford', 'money goals', 'relationship with money',
      'bad with money', 'money', 'finances', 'financial', 'financially', 'never enough money', 'poor',
    ],
    hints: ['saving', 'save', 'afford', 'spend', 'bank', 'pay off', 'mortgage'],
    templates: ['abundance-mindset', 'big-purchase-decider', 'side-hustle-launcher'],
    categories: ['tools'],
    related: 'money beliefs habits calmer control',
  },

  // Vague feelings that only tip the balance.
  {
    triggers: ['stress', 'stressed', 'anxiety', 'anxious', 'worried', 'worry', 'calm', 'calmer', 'cope', 'coping', 'mental health'],
    templates: ['get-back-on-track', 'sleep-reset-coach', 'abundance-mindset'],
    weight: 0.45,
  },
  {
    triggers: ['health', 'healthy', 'healthier', 'wellbeing', 'wellness', 'energy levels', 'feel better'],
    templates: ['daily-calorie-deficit-guide', gym, 'sleep-reset-coach'],
    categories: ['health'],
    weight: 0.5,
  },
  {
    triggers: [
      'quote', 'quotes', 'quoted', 'overcharged', 'overcharging', 'fair price', 'too expensive', 'price check',
      'invoice', 'estimate', 'rip off', 'ripped off', 'scam', 'being scammed', 'fair quote', 'second opinion',
    ],
    templates: ['home-renovation-guardian', 'mechanic-quote-checker', 'big-purchase-decider'],
    categories: ['tools'],
    weight: 0.6,
  },
  {
    triggers: ['make friends', 'new friends', 'find friends', 'no friends', 'lonely', 'loneliness', 'social life', 'new city', 'moved city'],
    templates: ['networking-mentor', 'dream-relationship-planner', 'get-back-on-track'],
    weight: 0.6,
  },
]
