// Number and date text for the storefront's first screen without Intl: building an Intl formatter loads locale
// data, which took ~90 ms on an emulated slow phone, inside the render that shows the page. Output is what
// Intl gives for en-AU.

/** 1234567 -> "1,234,567" (whole numbers). */
export const formatWholeNumber = (n: number) =>
  Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** An ISO time as "22 November 2026", in the visitor's time zone. */
export const formatLongDate = (iso: string) => {
  const d = new Date(iso)
  return `${d.getDate()} ${months[d.getMonth()]} ${d.getFullYear()}`
}

/** A calendar day "2026-03-04" as "4 March 2026", the same in every time zone (server render and browser agree). */
export const formatDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number)
  return `${d} ${months[(m ?? 1) - 1]} ${y}`
}
