// Dates and money as the console shows them (the viewer's locale and time zone).
export { formatAud } from '../../../../shared/catalog/tiers.ts'

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—')
export const formatDate = (iso: string | null | undefined) => (iso ? dateOnly.format(new Date(iso)) : '—')

/** "$25.00" without the currency suffix, for tight table cells. */
export const formatDollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

export const signed = (n: number) => (n > 0 ? `+${n}` : String(n))
