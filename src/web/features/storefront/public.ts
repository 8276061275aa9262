// The storefront feature's one door: what other features and infrastructure use; everything else stays inside.
export { TierBadge } from './components/tier-badge.tsx'
export { TemplateCard } from './components/template-card.tsx'
export { DetailSections } from './components/detail-sections.tsx'
