// One plain sentence per recommendation that says why it fits this query, built from what matched
// (a goal the query names, or the words it shares with the template) and what the template does.

const openingVerbs = new Set(
  `get find plan check decide build turn understand create write learn make take start discover choose walk paste
  dump track compare prepare design map set reach stop fix improve launch grow save cut lose sleep polish master
  boost beat break craft negotiate organise organize prioritise prioritize know see spot work keep stay feel
  rebuild reset shape sort spend pick ask handle manage prove protect avoid land win answer meet say give travel
  eat cook train run go explore`
    .split(/\s+/)
    .filter(Boolean),
)
const articles = new Set(['a', 'an', 'the', 'your', 'one', 'two', 'three', 'every'])

/** What a template does, as a clause that follows its name: "helps you find a safe daily calorie target". */
export function benefitClause(description: string): string {
  let text = description.trim().split(/(?<=[.!?])\s+/)[0] ?? ''
  // "When routines have slipped and motivation has gone quiet, get a shame-free reset" -> "get a shame-free reset"
  text = text.replace(/^(whether|when|if|once|after|before|while|as)\b[^,]*,\s*/i, '')
  // "Paste in your quote and get a breakdown" -> "get a breakdown": the outcome, not the input step.
  const outcome = text.match(/(?:,\s*| )and (get .*)$/i)
  if (outcome && /^(paste|dump|enter|answer|tell|list|add|share|upload)\b/i.test(text)) text = outcome[1]
  text = text.split(/[:;]|\s[-\u2013\u2014]\s|, (?=then |with |each |from |using |and |an? |so |plus )/)[0]
  text = shorten(text.replace(/[.!?]+$/, '').trim(), 18)
  const [first = '', ...rest] = text.split(/\s+/)
  const lower = first.toLowerCase()
  const tail = rest.join(' ')
  if (openingVerbs.has(lower)) return `helps you ${lower}${tail ? ` ${tail}` : ''}`
  if (articles.has(lower)) return `gives you ${lower}${tail ? ` ${tail}` : ''}`
  return `covers ${lowerFirst(text)}`
}

/** Cuts a long clause at the first "and" or "with" after the sixth word, or else after max words. */
function shorten(text: string, max: number): string {
  const ws = text.split(/\s+/)
  if (ws.length <= max) return text
  for (let i = 6; i < ws.length && i <= max; i++)
    if (['and', 'with', 'then', 'so', 'plus', 'using'].includes(ws[i].toLowerCase()))
      return ws.slice(0, i).join(' ').replace(/,$/, '')
  return ws.slice(0, max).join(' ').replace(/,$/, '')
}

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s)
const quote = (w: string) => `\u201c${w}\u201d`

/** "a", "a and b", "a, b and c" */
export function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

const placeNames: Record<string, string> = {
  uk: 'the UK',
  japanese: 'Japan',
  european: 'Europe',
  french: 'France',
  italian: 'Italy',
  spanish: 'Spain',
  greek: 'Greece',
  swiss: 'Switzerland',
  czech: 'Czechia',
}

const titleCase = (s: string) =>
  placeNames[s] ??
  s
    .split(' ')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ')

/** The need of a goal with the user's words in place of {match} (or {Match}, title case, for places). */
export function fillNeed(need: string, matched: string[]): string {
  const words = matched.join(' ')
  return need.replace('{Match}', titleCase(words)).replace('{match}', words)
}

export function reasonFromGoal(opts: { need: string; name: string; description: string }): string {
  return `Because ${opts.need}, ${opts.name} ${benefitClause(opts.description)}.`
}

const fieldLabels: Record<string, string> = {
  name: 'title',
  description: 'description',
  category: 'category',
  howToUse: 'instructions',
  questions: 'questionnaire',
}

export function reasonFromWords(opts: {
  words: string[]
  field: string
  name: string
  description: string
}): string {
  const shown = listWords(opts.words.slice(0, 3).map(quote))
  const label = fieldLabels[opts.field] ?? 'details'
  return `${opts.name} mentions ${shown} in its ${label} and ${benefitClause(opts.description)}.`
}
