/** A security event's or audit row's details as one readable line (the long fingerprint left out). */
export function DetailsText({ details }: { details: Record<string, unknown> }) {
  const entries = Object.entries(details).filter(([k]) => k !== 'fingerprint' && k !== 'userAgent')
  if (!entries.length) return <>—</>
  return (
    <span className="break-words text-xs text-slate-600">
      {entries.map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join(' · ')}
    </span>
  )
}
