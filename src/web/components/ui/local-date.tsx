import { useBrowserValue } from '../../lib/browser-value.ts'

const formats = new Map<string, Intl.DateTimeFormat>()
function format(iso: string, locale: string | undefined, timeZone: string | undefined) {
  const key = `${locale ?? ''}|${timeZone ?? ''}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone })
    formats.set(key, f)
  }
  return f.format(new Date(iso))
}

/**
 * "12 Mar 2026" on the member's own calendar (`locale` undefined: their browser's language). The server knows
 * neither their zone nor their language, so a server-rendered page shows the UTC day in en-AU until the app has
 * taken it over, a moment later.
 */
export function LocalDate({ iso, locale = 'en-AU' }: { iso: string; locale?: string }) {
  const text = useBrowserValue(() => format(iso, locale, undefined), format(iso, 'en-AU', 'UTC'))
  return <time dateTime={iso}>{text}</time>
}
