// The five categories of spec 1: display name (stored), key (URLs, filters) and the /category/{path} route.
export const categories = [
  {
    key: 'health',
    name: 'Health & Fitness',
    path: 'health-fitness',
    description: 'Training, nutrition, sleep and habits built around your body, schedule and budget.',
  },
  {
    key: 'life',
    name: 'Life & Direction',
    path: 'life-direction',
    description: 'Clarity on where you are heading, and the next steps to get there.',
  },
  {
    key: 'business',
    name: 'Career & Business',
    path: 'career-business',
    description: 'Careers, pay, networking and side businesses, planned with your real situation.',
  },
  {
    key: 'social',
    name: 'Social & Lifestyle',
    path: 'social-lifestyle',
    description: 'Relationships, conversations, food and travel, planned around the people you are.',
  },
  {
    key: 'tools',
    name: 'Power Tools',
    path: 'power-tools',
    description: 'Practical checkers and deciders for quotes, purchases, emails and money habits.',
  },
] as const

export type Category = (typeof categories)[number]
export type CategoryKey = Category['key']
export const categoryKeys = categories.map((c) => c.key) as [CategoryKey, ...CategoryKey[]]

/** Spec 1: an unknown category maps to tools. Accepts a key or a display name. */
export function categoryOf(value: string | null | undefined): Category {
  return categories.find((c) => c.key === value || c.name === value) ?? categories[4]
}

export const categoryByPath = (path: string): Category | undefined => categories.find((c) => c.path === path)
