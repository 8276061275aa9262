/** Cents of AUD as the dashboard shows them: "A$12.34", "−A$5.00". */
export function formatMoney(cents: number) {
  const abs = (Math.abs(cents) / 100).toLocaleString('en-AU', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  return `${cents < 0 ? '−' : ''}A$${abs}`
}

/** A date as "25 Nov 2026" on Sydney's calendar (the store's). */
export function formatDay(iso: string) {
  return new Date(iso).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Australia/Sydney',
  })
}
