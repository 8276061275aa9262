const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' })

/** "12 Mar 2026" in the member's locale. */
export const formatShareDate = (iso: string) => dateFormat.format(new Date(iso))
