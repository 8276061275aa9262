// Delivery dates are calendar dates on Sydney's calendar (decision 0031): the store sells in AUD, and one
// calendar for everyone means "today" is the same day for the giver's form, the server's check and the runner.
export const giftTimeZone = 'Australia/Sydney'

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: giftTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Sydney calendar date at `at`, as YYYY-MM-DD. */
export const sydneyDate = (at: Date) => dayFormat.format(at)

/** YYYY-MM-DD plus `days` calendar days. */
export function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** Whether `s` is a real calendar date written YYYY-MM-DD (no 31 February). */
export function isCalendarDate(s: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}

/** How far ahead a gift may be scheduled. */
export const maxDaysAhead = 365

export const pastDateMessage = 'Please choose today or a later date for delivery'
export const farDateMessage = 'Please choose a delivery date within the next year'

/** Why `deliverOn` cannot be a delivery date on `now`'s Sydney calendar, or null when it can. */
export function deliveryDateProblem(deliverOn: string, now: Date) {
  const today = sydneyDate(now)
  if (deliverOn < today) return pastDateMessage
  if (deliverOn > addDays(today, maxDaysAhead)) return farDateMessage
  return null
}

const dateWords = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

/** "Wed, 25 Nov 2026" for YYYY-MM-DD. */
export const formatCalendarDate = (date: string) => dateWords.format(new Date(`${date}T00:00:00Z`))
