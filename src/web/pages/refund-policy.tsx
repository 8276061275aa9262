import { Link } from 'react-router'
import { paths } from '../config/paths.ts'
import { PolicyList, PolicyPage, PolicySection } from '../features/support/components/policy-page.tsx'
import { SellerDetails } from '../features/support/components/seller-details.tsx'
import { useSeller } from '../features/support/api/get-seller.ts'

// The rules below are the ones the server applies (decisions 0013 and 0014): change them together.
const lastUpdated = '2026-11-23'

export default function RefundPolicyPage() {
  const testMode = useSeller().data?.testMode
  return (
    <PolicyPage
      title="Refund policy"
      description="Our 30-day money-back guarantee, how to use it, and your rights under the Australian Consumer Law."
      lastUpdated={lastUpdated}
    >
      <PolicySection id="guarantee" title="The 30-day money-back guarantee">
        <p>
          You can ask for your money back on any paid order (a credit package, a gift card or a prompt bought
          directly) within <strong>30 days of the day it was paid</strong>. Ask from{' '}
          <Link className="text-brand-700 underline" to={paths.account.home()}>
            My Account
          </Link>
          : open the order and choose <em>Request refund</em>, with a reason. After the 30 days the guarantee
          ends, but your rights under the Australian Consumer Law do not (see below).
        </p>
      </PolicySection>

      <PolicySection id="automatic" title="When the refund is immediate">
        <p>We refund at once, without anyone needing to look at it, when the order is unused:</p>
        <PolicyList>
          <li>
            <strong>Credit package:</strong> your balance still holds all of the package's credits, and you
            have not unlocked a prompt with credits since you paid.
          </li>
          <li>
            <strong>Gift card:</strong> its gift code has not been redeemed.
          </li>
          <li>
            <strong>Prompt bought directly:</strong> you have not saved a customisation of it.
          </li>
        </PolicyList>
        <p>
          One immediate refund is made per account in any 30 days. A second unused order within that time is
          not refused: it goes to our team like the requests below.
        </p>
      </PolicySection>

      <PolicySection id="reviewed" title="When our team decides">
        <p>
          Any other request is reviewed by a person, who refunds it or declines it with a reason. For example:
        </p>
        <PolicyList>
          <li>
            <strong>Credits partly spent:</strong> we can refund the unspent credits, with the money returned
            in proportion (rounded down to the cent). Prompts you unlocked with the spent credits stay yours.
          </li>
          <li>
            <strong>A redeemed gift card</strong> cannot be refunded: its credits now belong to the person who
            redeemed the code.
          </li>
        </PolicyList>
        <p>
          There is one request per order. If a request was declined and you disagree, or you have a problem
          the request form does not fit,{' '}
          <Link className="text-brand-700 underline" to={paths.contact({ topic: 'refunds' })}>
            contact us
          </Link>
          .
        </p>
      </PolicySection>

      <PolicySection id="what-it-takes-back" title="What a refund takes back">
        <p>So that nobody keeps both the money and the goods, a refund reverses the order:</p>
        <PolicyList>
          <li>a credit package's refunded credits are removed from your balance;</li>
          <li>
            a prompt bought directly leaves your library (your saved customisations stay stored, unused);
          </li>
          <li>a refunded gift card's code stops working.</li>
        </PolicyList>
        <p>
          The money goes back to the card or payment method you paid with. Card refunds usually reach you
          within 5 to 10 business days. We e-mail you when the refund is made.
          {testMode &&
            ' While this shop runs in test mode, no money moves: payments and refunds are simulated.'}
        </p>
      </PolicySection>

      <PolicySection id="consumer-law" title="Your rights under the Australian Consumer Law">
        <p>
          Our goods and services come with guarantees that cannot be excluded under the Australian Consumer
          Law. The 30-day guarantee above is <strong>in addition</strong> to these rights and does not limit
          them.
        </p>
        <PolicyList>
          <li>
            If a prompt or credit package has a <strong>major failure</strong> (for example it does not do
            what we described, or is not fit for the purpose we said it was for), you can choose a refund or a
            replacement.
          </li>
          <li>
            If the failure is <strong>not major</strong>, we will fix it within a reasonable time; if we do
            not, you can ask for a refund.
          </li>
          <li>
            These rights apply <strong>after 30 days too</strong>, and whether or not you have used the prompt
            or the credits.
          </li>
        </PolicyList>
        <p>
          Changing your mind after the 30 days is not covered by these guarantees. To use your consumer law
          rights,{' '}
          <Link className="text-brand-700 underline" to={paths.contact({ topic: 'refunds' })}>
            contact us
          </Link>{' '}
          with your order number.
        </p>
      </PolicySection>

      <PolicySection id="seller" title="Who sells to you">
        <SellerDetails />
      </PolicySection>
    </PolicyPage>
  )
}
