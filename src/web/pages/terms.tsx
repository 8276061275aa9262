import { Link } from 'react-router'
import { paths } from '../config/paths.ts'
import { PolicyList, PolicyPage, PolicySection } from '../features/support/components/policy-page.tsx'
import { SellerDetails, SellerName } from '../features/support/components/seller-details.tsx'
import { useSeller } from '../features/support/api/get-seller.ts'

const lastUpdated = '2026-11-23'

export default function TermsPage() {
  const seller = useSeller().data
  return (
    <PolicyPage
      title="Terms of sale and use"
      description="The terms on which we sell prompt templates, credits and gift cards, and on which you use PromptMarket."
      lastUpdated={lastUpdated}
    >
      <PolicySection id="who" title="Who we are">
        <p>
          PromptMarket is run by <SellerName />. These terms apply to everyone who uses the site and to every
          purchase made on it.
        </p>
        <SellerDetails />
      </PolicySection>

      <PolicySection id="account" title="Your account">
        <PolicyList>
          <li>Give your real name, an e-mail address you read, and a mobile number; keep them up to date.</li>
          <li>Keep your password to yourself. You are responsible for what is done with your account.</li>
          <li>You can delete your account at any time from Account settings.</li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="buying" title="What you buy and how you pay">
        <PolicyList>
          <li>
            <strong>Prompt templates</strong> are bought once, with credits or directly by card, and stay in
            your library for as long as you have your account (unless refunded).
          </li>
          <li>
            <strong>Credits</strong> are bought in packages and spent on prompts. They never expire and cannot
            be exchanged for money, except through a refund under our{' '}
            <Link className="text-brand-700 underline" to={paths.refundPolicy()}>
              refund policy
            </Link>
            .
          </li>
          <li>
            <strong>Gift cards</strong> are codes worth a number of credits. A code can be redeemed once, by
            one account, and does not expire. Keep it safe: whoever has the code can redeem it.
          </li>
          <li>
            <strong>Bonus credits</strong> (welcome wheel, referrals, promo codes) are a gift from us, follow
            the rules shown where you get them, and cannot be refunded.
          </li>
          <li>
            Prices are shown in Australian dollars{seller?.abn ? ' and include GST' : ''}. The price is set by
            our server when you buy, and you see it before you pay.
          </li>
          <li>
            {seller?.testMode
              ? 'This shop currently runs in test mode: payments are simulated and no money moves.'
              : 'Card payments are processed by Stripe; we never see your card number.'}
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="use" title="Using the prompts">
        <PolicyList>
          <li>
            A prompt you bought is for your own use, personal or at work: generate, adapt and use its output
            as you like.
          </li>
          <li>
            Do not resell, publish or share the template itself (its questions and master prompt) with others.
          </li>
          <li>
            A prompt is a starting point for an AI model we do not run. Check what the model gives you before
            you rely on it, especially for health, legal or money matters.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="conduct" title="Fair use">
        <PolicyList>
          <li>Do not try to get around our limits, prices or codes, or to reach other people's accounts.</li>
          <li>
            Do not use the site to send spam or unlawful content, including through shares and the contact
            form.
          </li>
          <li>
            We may suspend or close an account that breaks these rules; your consumer law rights are not
            affected.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="refunds" title="Refunds and consumer law">
        <p>
          You have 30 days to ask for your money back, as set out in our{' '}
          <Link className="text-brand-700 underline" to={paths.refundPolicy()}>
            refund policy
          </Link>
          . Nothing in these terms excludes, restricts or changes the guarantees and rights you have under the
          Australian Consumer Law.
        </p>
      </PolicySection>

      <PolicySection id="privacy" title="Your information">
        <p>
          How we collect, use and delete your information is set out in our{' '}
          <Link className="text-brand-700 underline" to={paths.privacy()}>
            privacy policy
          </Link>
          .
        </p>
      </PolicySection>

      <PolicySection id="changes" title="Changes and contact">
        <p>
          We may update these terms; the date at the top shows the latest version, and a purchase is governed
          by the terms in force when it was made. These terms are governed by the laws of Australia.
          Questions?{' '}
          <Link className="text-brand-700 underline" to={paths.contact()}>
            Contact us
          </Link>
          .
        </p>
      </PolicySection>
    </PolicyPage>
  )
}
