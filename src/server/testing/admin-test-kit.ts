// Helpers for the admin tests: an app with one ADMIN_EMAILS admin, a normal member, and a valid template form.
import { eq } from 'drizzle-orm'
import { user } from '../db/schema/auth.ts'
import { testApp } from './test-app.ts'
import type { TemplateInput } from '../../shared/admin/template-input.ts'

export const adminEmail = 'boss@promptmarket.test'

export async function adminTestApp(opts: { seed?: boolean; env?: Record<string, string> } = {}) {
  const t = await testApp({
    seed: opts.seed,
    env: { ADMIN_EMAILS: `Other@Example.com, ${adminEmail.toUpperCase()}`, ...opts.env },
  })
  const admin = await t.signedInUser({ email: adminEmail, name: 'Boss Admin' })
  const member = await t.signedInUser({ name: 'Mia Member' })
  /** A member promoted through the role column (as `npm run admin -- grant` does). */
  const grantedAdmin = async () => {
    const u = await t.signedInUser({ name: 'Granted Admin' })
    await t.db.update(user).set({ role: 'admin' }).where(eq(user.id, u.id))
    return u
  }
  return { ...t, admin, member, grantedAdmin }
}

let n = 0
export function sampleTemplate(overrides: Partial<TemplateInput> = {}): TemplateInput {
  n++
  return {
    name: `Budget Buddy ${n}`,
    slug: `budget-buddy-${n}-${Date.now().toString(36)}`,
    description: 'A weekly budget shaped around your income and goals.',
    howToUse: 'Answer the questions, then paste the prompt into your AI model.',
    category: 'tools',
    tier: 'boost',
    priceOverride: null,
    masterPrompt: 'Build a weekly budget for the person described below.',
    questions: [
      { id: 'income', question: 'What is your weekly income?', type: 'text', placeholder: 'e.g. $1,200' },
      {
        id: 'goals',
        question: 'What are you saving for?',
        type: 'multiple_choice_with_other',
        options: ['Holiday', 'House deposit'],
        allow_other: true,
      },
    ],
    detail: null,
    status: 'active',
    staticPage: false,
    ...overrides,
  }
}
