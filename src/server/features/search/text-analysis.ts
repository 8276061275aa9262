import { stemmer } from 'stemmer'

// The one text pipeline of the ranker: the index and the query go through the same steps, so "holidays",
// "Holiday" and "holidaying" meet at one stem, and British and American spellings at one form.

/**
 * Words that carry no topic in a search box: grammar, filler and the site's own vocabulary. Particles such as
 * up, down, out, over and off stay, because "break up", "slim down" and "work out" need them.
 */
export const stopWords = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both
  but by could did didnt does doesnt doing dont during each either else ever every few for from further had has
  have having he her here hers herself him himself his i id if ill im in into is isnt it its itself ive just let
  lets me most must my myself nor not now of on once only or other our ours ourselves same shall she so
  some such than that thats the their theirs them themselves then there these they this those through to too under
  until very was we were whats while whom will with would you youd youll your youre yours yourself yourselves
  please something anything someone thing things stuff really actually maybe kind sort bit also even
  still yet gonna like tips advice way ways prompt prompts template templates ai chatgpt gpt great asap
  pls thanks hi hello arent wasnt werent havent hasnt hadnt wont wouldnt couldnt shouldnt`
    .split(/\s+/)
    .filter(Boolean),
)

/**
 * Words that say how someone asks rather than what about ("I want to get fit", "what job suits me"): kept for the
 * intent lexicon, whose phrases need them ("get over", "make money", "cant sleep"), but left out of the text query.
 */
export const fillerWords = new Set(
  `want wanna wants wanted need needs needed help helps helping looking look get gets getting got make making go
  going know feel feeling try trying start good best better new what which where how why who when do should can
  cant no more ask asking learn learning teach lately recently fast quick quickly soon ideas idea beginner beginners
  complete much many lot lots always often sometimes constantly keep keeps day days week weeks weekend weekends
  month months year years hour hours one two three four five six seven eight nine ten`
    .split(/\s+/)
    .filter(Boolean),
)

// British spellings that a stemmer leaves apart from the American ones (and a few everyday variants).
const wordVariants: Record<string, string> = {
  colour: 'color',
  favourite: 'favorite',
  behaviour: 'behavior',
  labour: 'labor',
  neighbour: 'neighbor',
  neighbours: 'neighbor',
  flavour: 'flavor',
  humour: 'humor',
  honour: 'honor',
  centre: 'center',
  programme: 'program',
  tyres: 'tyre',
  tire: 'tyre',
  tires: 'tyre',
  mum: 'mom',
  mums: 'mom',
  kilos: 'kg',
  kilo: 'kg',
  kilograms: 'kg',
  kgs: 'kg',
  cv: 'resume',
  vacation: 'holiday',
  vacations: 'holiday',
  payrise: 'raise',
  todo: 'todo',
  'to-do': 'todo',
  'e-mail': 'email',
  'e-mails': 'email',
  emails: 'email',
  emailing: 'email',
  reno: 'renovation',
  renos: 'renovation',
  realtor: 'agent',
  apartment: 'flat',
  // "Pay rise" is the Australian and British "raise".
  rise: 'raise',
  // A reservation is not a book to read.
  booking: 'reservation',
  bookings: 'reservation',
  // Misspellings too far from the word for the typo rule.
  excercise: 'exercise',
  excersize: 'exercise',
  excersise: 'exercise',
  exersize: 'exercise',
  exercize: 'exercise',
  buisness: 'business',
  bussiness: 'business',
  carrer: 'career',
  carreer: 'career',
  sallary: 'salary',
  morgage: 'mortgage',
  vaccation: 'holiday',
  accomodation: 'accommodation',
  itinery: 'itinerary',
  itenerary: 'itinerary',
  intinerary: 'itinerary',
  restaraunt: 'restaurant',
  resturant: 'restaurant',
  resteraunt: 'restaurant',
  relashionship: 'relationship',
  relationshp: 'relationship',
  divource: 'divorce',
  manifestion: 'manifestation',
  procrastinaton: 'procrastination',
}

/** Lower-case words of a text, accents folded, apostrophes and hyphens joined ("don't" -> "dont"). */
export function words(text: string): string[] {
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(text)
  return (ascii ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
    .toLowerCase()
    .replace(/['\u2019](s\b)?/g, '')
    .split(/[^a-z0-9-]+/)
    .flatMap((w) => {
      // "10kg", "3am", "2000s": the number and the unit are separate words.
      const unit = /^(\d+)([a-z]+)$/.exec(w)
      if (unit) return [unit[1], unit[2]]
      if (!w.includes('-')) return [w]
      if (wordVariants[w]) return [w]
      const parts = w.split('-').filter(Boolean)
      // "e-bike", "check-in": keep the joined word too, so either spelling finds it.
      return parts.length > 1 ? [...parts, parts.join('')] : parts
    })
    .filter((w) => w.length > 0 && (w.length > 1 || /\d/.test(w)))
}

const stemCache = new Map<string, string>()

/** The normal form of one word: variants folded, -ise spelt -ize, then the Porter stem (memoised: indexing repeats words). */
export function stemOf(word: string): string {
  let stem = stemCache.get(word)
  if (stem === undefined) {
    stem = computeStem(word)
    if (stemCache.size < 200_000) stemCache.set(word, stem)
  }
  return stem
}

function computeStem(word: string): string {
  let w = wordVariants[word] ?? word
  if (/\d/.test(w)) return w
  w = w
    .replace(/^(\w{3,})is(e|es|ed|ing|ation|ations|er|ers)$/, '$1iz$2')
    .replace(/^(\w{3,})ys(e|es|ed|ing)$/, '$1yz$2')
    .replace(/^(\w+)ll(ing|ed|er|ers)$/, (m, stem: string, end: string) =>
      /(travel|cancel|label|model|fuel|counsel)$/.test(stem + 'l') ? `${stem}l${end}` : m,
    )
  return stemmer(w)
}

export type Term = { word: string; stem: string; filler: boolean }

/** The terms of a text, in order, stop words dropped; filler words are kept but marked. */
export function terms(text: string): Term[] {
  const out: Term[] = []
  for (const word of words(text)) {
    if (stopWords.has(word)) continue
    const stem = stemOf(word)
    if (stem) out.push({ word, stem, filler: fillerWords.has(word) })
  }
  return out
}

/** The stems a text is indexed and searched by: no stop words, no filler. */
export const stems = (text: string) => terms(text).flatMap((t) => (t.filler ? [] : [t.stem]))

/**
 * Damerau-Levenshtein distance (optimal string alignment), stopping early once it exceeds max:
 * the typo check for words that the index and the lexicon do not know.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const width = b.length + 1
  let older = new Uint16Array(width)
  let prev = new Uint16Array(width)
  let cur = new Uint16Array(width)
  for (let j = 0; j < width; j++) prev[j] = j
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i
    let rowMin = i
    for (let j = 1; j < width; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, older[j - 2] + 1)
      cur[j] = v
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    ;[older, prev, cur] = [prev, cur, older]
  }
  return prev[b.length]
}

/** How many typos a word of this length may carry and still be recognised. */
export const typoAllowance = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0)
