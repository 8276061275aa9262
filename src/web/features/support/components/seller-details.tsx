import { useSeller } from '../api/get-seller.ts'

/** The seller's name, ABN and address as configured (SELLER_*); the name alone while they load. */
export function SellerDetails() {
  const seller = useSeller()
  if (!seller.data) return <p className="text-slate-600">Loading the seller's details...</p>
  const { name, abn, address, supportEmail } = seller.data
  return (
    <address className="not-italic" data-testid="seller-details">
      <strong className="font-semibold text-slate-900">{name}</strong>
      {abn && <span className="block">ABN {abn}</span>}
      {address && <span className="block">{address}</span>}
      {supportEmail && (
        <span className="block">
          E-mail:{' '}
          <a className="text-brand-700 underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
        </span>
      )}
    </address>
  )
}

/** The seller's name inline (the configured SELLER_NAME), for sentences of the policies. */
export function SellerName() {
  const seller = useSeller()
  return <>{seller.data?.name ?? 'the seller'}</>
}
