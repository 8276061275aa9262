// Dates as the account pages show them (the viewer's locale and time zone).
const dateOnly = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' })
const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' })

export const formatDate = (iso: string | null | undefined) => (iso ? dateOnly.format(new Date(iso)) : '—')
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—')
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n))
