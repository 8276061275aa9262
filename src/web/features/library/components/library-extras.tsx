import { ReferralCard } from '../../referrals/public.ts'
import { GiftCardsList } from '../../gifts/public.ts'

// My Library's sidebar extras of spec 2: the referral card (member code) and the unredeemed gift cards.
export function LibrarySidebarExtras() {
  return (
    <>
      <ReferralCard />
      <GiftCardsList />
    </>
  )
}
