import { giftRedeemPath } from '../../shared/gifts/gift-redeem-path.ts'
import { categoryOf } from '../../shared/catalog/categories.ts'

// Every href of the app, built in one place.
export const paths = {
  home: () => '/',
  browse: (opts: { category?: string; q?: string; ai?: boolean } = {}) => {
    const params = new URLSearchParams()
    if (opts.category && opts.category !== 'all') params.set('category', opts.category)
    if (opts.ai) params.set('ai', 'true')
    if (opts.q) params.set('q', opts.q)
    const qs = params.toString()
    return qs ? `/browse?${qs}` : '/browse'
  },
  category: (key: string) => `/category/${categoryOf(key).path}`,
  prompt: (t: { id: string; slug: string; staticPage: boolean }) =>
    t.staticPage ? `/prompts/${t.slug}` : `/prompt/${encodeURIComponent(t.id)}`,
  // Any prompt by its id: the detail page sends it on to its canonical address.
  promptById: (id: string) => `/prompt/${encodeURIComponent(id)}`,
  promptBuilder: () => '/prompt-builder',
  signup: (opts: { ref?: string; wheelCredits?: number; returnTo?: string | null } = {}) => {
    const params = new URLSearchParams()
    if (opts.ref) params.set('ref', opts.ref)
    if (opts.wheelCredits) params.set('wheelCredits', String(opts.wheelCredits))
    if (opts.returnTo) params.set('returnTo', opts.returnTo)
    const qs = params.toString()
    return qs ? `/signup?${qs}` : '/signup'
  },
  // returnTo: where to come back to once signed in (decision 0030; checked again where it is read).
  login: (opts: { returnTo?: string | null } = {}) =>
    opts.returnTo ? `/login?returnTo=${encodeURIComponent(opts.returnTo)}` : '/login',
  // A prompt's page with its purchase dialog open, once the visitor is signed in.
  buyPrompt: (pathname: string) => `${pathname}?buy=1`,
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  dashboard: () => '/dashboard',
  credits: () => '/credits',
  giftsSent: () => '/gifts',
  redeemGift: (code: string) => giftRedeemPath(code),
  customization: () => '/customization',
  runCustomization: (id: string) => `/customization/${encodeURIComponent(id)}/run`,
  paymentSuccess: () => '/payment/success',
  paymentCancelled: () => '/payment/cancelled',
  terms: () => '/terms',
  privacy: () => '/privacy',
  refundPolicy: () => '/refund-policy',
  creatorTerms: () => '/creator-terms',
  creator: (handle: string) => `/creators/${encodeURIComponent(handle)}`,
  // A creator's earnings and payouts (issue 24).
  earnings: () => '/studio/earnings',
  studio: {
    home: () => '/studio',
    template: (id: string) => `/studio/templates/${encodeURIComponent(id)}`,
  },
  contact: (opts: { topic?: string } = {}) =>
    opts.topic ? `/contact?topic=${encodeURIComponent(opts.topic)}` : '/contact',
  account: {
    home: () => '/account',
    settings: () => '/account/settings',
    receipt: (orderId: string) => `/account/receipts/${encodeURIComponent(orderId)}`,
  },
  admin: {
    home: () => '/admin',
    templates: () => '/admin/templates',
    newTemplate: () => '/admin/templates/new',
    template: (id: string) => `/admin/templates/${encodeURIComponent(id)}`,
    payouts: () => '/admin/payouts',
    users: (email?: string) => (email ? `/admin/users?email=${encodeURIComponent(email)}` : '/admin/users'),
    user: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
    codes: () => '/admin/codes',
    orders: () => '/admin/orders',
    insights: () => '/admin/insights',
    audit: () => '/admin/audit',
    messages: () => '/admin/messages',
    creators: () => '/admin/creators',
    reviews: () => '/admin/reviews',
    review: (versionId: string) => `/admin/reviews/${encodeURIComponent(versionId)}`,
  },
}
