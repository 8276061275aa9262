// The referrals feature's one door: what other features and infrastructure use; everything else stays inside.
export { ReferralCard } from './components/referral-card.tsx'
