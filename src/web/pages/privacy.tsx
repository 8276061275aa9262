import { Link } from 'react-router'
import { paths } from '../config/paths.ts'
import { PolicyList, PolicyPage, PolicySection } from '../features/support/components/policy-page.tsx'
import { SellerDetails } from '../features/support/components/seller-details.tsx'
import { useSeller } from '../features/support/api/get-seller.ts'

// Every statement here is what the code does (schema, security log, search log, sessions, mail, account deletion
// of decision 0015): change the page with the code.
const lastUpdated = '2026-11-23'

export default function PrivacyPage() {
  const testMode = useSeller().data?.testMode
  return (
    <PolicyPage
      title="Privacy policy"
      description="What we collect, why, how long we keep it, and how you delete it."
      lastUpdated={lastUpdated}
    >
      <PolicySection id="collect" title="What we collect and why">
        <PolicyList>
          <li>
            <strong>Your account:</strong> your name, e-mail address and mobile number, your password (stored
            only as a one-way hash, never readable), your member code and who referred you. We need them to
            sign you in, send your purchases and receipts, and pay referral bonuses.
          </li>
          <li>
            <strong>Signed-in sessions:</strong> a session cookie (not readable by scripts) and, with each
            session, the IP address and browser it was opened from, so you can see your devices in Account
            settings and end any of them.
          </li>
          <li>
            <strong>Security log:</strong> sign-in attempts, successes and failures, and unusual activity,
            with the IP address, the browser and the e-mail address that was tried. Your browser also sends a
            short hash of its screen size, time zone, language and platform (not the values themselves). We
            use this to slow down password guessing and to notice sessions that do not look like yours.
          </li>
          <li>
            <strong>Purchases:</strong> your orders (item, amount, payment provider, status and dates), your
            credit history, the prompts you own, gift cards and codes, and refunds and refund requests with
            their reason. We need them to deliver what you bought, issue receipts, handle refunds and keep
            accounting records.
          </li>
          <li>
            <strong>What you make here:</strong> saved customisations and their earlier versions, your AI
            preferences (including the name and pronouns you choose to give), ratings and reviews, and the
            e-mail addresses you share a customisation with.
          </li>
          <li>
            <strong>Searches:</strong> what you searched for, how many results it had and which one you opened
            (linked to your account when you are signed in), to improve search.
          </li>
          <li>
            <strong>Welcome wheel:</strong> the IP address of a spin, so each visitor spins once. Your prize
            waits in your browser's local storage until you sign up or it expires.
          </li>
          <li>
            <strong>Messages to us:</strong> what you send through the{' '}
            <Link className="text-brand-700 underline" to={paths.contact()}>
              contact form
            </Link>{' '}
            (name, e-mail, topic, message, order) and our replies, to answer you.
          </li>
          <li>
            <strong>Request limits:</strong> short-lived counters per IP address or account that stop abuse of
            sign-in, codes, the wheel and the contact form.
          </li>
        </PolicyList>
        <p>We do not use advertising or third-party analytics, and we do not sell your information.</p>
      </PolicySection>

      <PolicySection id="others" title="Who else sees it">
        <PolicyList>
          <li>
            <strong>Payments:</strong>{' '}
            {testMode
              ? 'this shop currently runs in test mode: payments are simulated, no card details are asked for and no money moves.'
              : 'card payments are processed by Stripe. You enter your card on Stripe’s checkout page; we never see or store your card number. Stripe keeps its own records under its own privacy policy.'}
          </li>
          <li>
            <strong>E-mail:</strong> our mail service carries the e-mails we send you (sign-up confirmation,
            purchases, refunds, shares, replies to your messages).
          </li>
          <li>
            <strong>People you share with:</strong> a customisation you share is shown to the person you chose
            or to whoever holds the link, until you revoke it or the link expires.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="keep" title="How long we keep it">
        <PolicyList>
          <li>Your account and what you make here: until you delete your account.</li>
          <li>
            A session: it ends when you sign out or end it, or after 7 days (it is renewed while you keep
            using the site).
          </li>
          <li>
            Orders, credit history, refunds, gift and promo codes: kept after your account is deleted, without
            your name, e-mail or phone number, because we must keep records of sales.
          </li>
          <li>
            The security log and search log: we have no automatic deletion schedule yet; when you delete your
            account, your IP addresses, browser and e-mail are removed from your security events and your
            searches are no longer linked to you.
          </li>
          <li>
            Messages to us: until you delete your account (sent while signed in or from its e-mail address).
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="delete" title="How to see, correct or delete your information">
        <p>
          In <strong>Account settings</strong> you can change your name, phone number, e-mail address and
          password, see your devices and end sessions. Your orders, receipts and credit history are in My
          Account.
        </p>
        <p>
          To delete your account, choose <strong>Delete account</strong> in Account settings and confirm with
          your password. At once:
        </p>
        <PolicyList>
          <li>
            you can no longer sign in, every session ends, and your e-mail address and phone number are free;
          </li>
          <li>
            your name, e-mail address and phone number are removed; your account is kept only as an anonymous
            record so that orders, receipts and refunds stay correct;
          </li>
          <li>
            saved customisations (with their versions, shares and links), shares you received, AI preferences,
            ratings and reviews, and your messages to us are deleted;
          </li>
          <li>
            the IP address and browser of your security events, the e-mail address in them, your link to your
            searches and the IP address of your wheel spin are removed.
          </li>
        </PolicyList>
        <p>
          A payment still in progress must be completed or cancelled first. Stripe’s own copy of a payment is
          not changed by deleting your account. For anything else about your information,{' '}
          <Link className="text-brand-700 underline" to={paths.contact({ topic: 'account' })}>
            contact us
          </Link>
          .
        </p>
      </PolicySection>

      <PolicySection id="who" title="Who is responsible">
        <SellerDetails />
      </PolicySection>
    </PolicyPage>
  )
}
