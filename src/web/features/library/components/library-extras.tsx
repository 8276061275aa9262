import { ReferralCard } from '../../referrals/components/referral-card.tsx'
import { GiftCardsList } from '../../gifts/components/gift-cards-list.tsx'

// My Library's sidebar extras of spec 2: the referral card (member code) and the unredeemed gift cards.
export function LibrarySidebarExtras() {
  return (
    <>
      <ReferralCard />
      <GiftCardsList />
    </>
  )
}
