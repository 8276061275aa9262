import { Link } from 'react-router'
import { paths } from '../config/paths.ts'
import { PolicyList, PolicyPage, PolicySection } from '../features/support/components/policy-page.tsx'
import { SellerName } from '../features/support/components/seller-details.tsx'
import { creatorTermsVersion } from '../../shared/creators/creator.ts'
import {
  creatorSharePercent,
  minimumPayoutCents,
  payableAfterDays,
} from '../../shared/earnings/creator-share.ts'
import { formatAud } from '../../shared/catalog/tiers.ts'

// The version applicants accept is creatorTermsVersion (src/shared/creators): change the text and the version together.
const lastUpdated = creatorTermsVersion

export default function CreatorTermsPage() {
  return (
    <PolicyPage
      title="Creator terms"
      description="The terms on which you apply to become a creator and sell your own prompt templates on PromptMarket."
      lastUpdated={lastUpdated}
    >
      <PolicySection id="who" title="Who these terms are for">
        <p>
          These terms apply to every member who applies to sell prompt templates on PromptMarket, run by{' '}
          <SellerName />. They come on top of our{' '}
          <Link className="text-brand-700 underline" to={paths.terms()}>
            terms of sale and use
          </Link>
          , which still apply to you as a member.
        </p>
      </PolicySection>

      <PolicySection id="applying" title="Applying">
        <PolicyList>
          <li>
            Apply from the{' '}
            <Link className="text-brand-700 underline" to={paths.promptBuilder()}>
              Prompt Builder
            </Link>{' '}
            page with a display name, a handle, a short bio and your country. Your display name, handle and
            bio are shown on your public creator page.
          </li>
          <li>
            A person on our team reads every application and approves or declines it. If we decline, we tell
            you why by e-mail, and you can apply again once that is addressed.
          </li>
          <li>Your handle is yours while you are a creator; we may ask you to change one that misleads.</li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="templates" title="What you may sell">
        <PolicyList>
          <li>
            Templates you wrote yourself, or have the right to sell. Do not copy another creator's work.
          </li>
          <li>
            Nothing unlawful, hateful, sexual, or that gives dangerous advice; nothing that claims to replace
            a doctor, lawyer or financial adviser.
          </li>
          <li>
            Describe honestly what a template does. Do not invent ratings, sales or reviews, or ask buyers for
            them in return for anything.
          </li>
          <li>
            We review templates before they go on sale and may decline or remove one that breaks these rules.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="buyers" title="Buyers and their information">
        <PolicyList>
          <li>
            You never see buyers' e-mail addresses, answers or customisations. Do not try to contact buyers
            outside PromptMarket.
          </li>
          <li>Your master prompt is protected like ours: only people who bought the template can read it.</li>
          <li>
            Buyers keep the templates they bought, and their 30-day money-back guarantee under our{' '}
            <Link className="text-brand-700 underline" to={paths.refundPolicy()}>
              refund policy
            </Link>
            , even if your template later leaves the store.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="money" title="Prices and your share">
        <p>
          Prices follow our tiers, and you keep {creatorSharePercent}% of what the buyer paid for each sale of
          your templates (rounded down to the cent). A sale paid with credits counts at what the buyer paid
          for those credits; credits they got for free (a welcome spin, a referral, a code) count as nothing.
          Your share becomes payable {payableAfterDays} days after the sale. A refund takes your share back,
          from later earnings if it was already paid out. We pay through Stripe: once you have set up payouts,
          your payable balance is paid weekly once it reaches {formatAud(minimumPayoutCents)}, and you can ask
          for it sooner from the same amount.
        </p>
      </PolicySection>

      <PolicySection id="ending" title="Suspension and leaving">
        <p>
          We may suspend a creator who breaks these terms. A suspended creator's templates leave the store but
          stay in the libraries of people who bought them. You can stop selling at any time by writing to us.
        </p>
      </PolicySection>

      <PolicySection id="changes" title="Changes and contact">
        <p>
          We may update these terms; the date at the top shows the version in force, and we ask you to accept
          a new version before it applies to you. Questions?{' '}
          <Link className="text-brand-700 underline" to={paths.contact()}>
            Contact us
          </Link>
          .
        </p>
      </PolicySection>
    </PolicyPage>
  )
}
