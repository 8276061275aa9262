// npm run bench:search — quality (hit@3, MRR) and latency (p50/p95) of the local ranker, over the seeded
// catalogue and over a generated catalogue of 10,000 templates. `-- --verbose` lists the tuning set's misses.
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { loadLaunchCatalogue } from '../../src/server/db/seed/launch-catalogue.ts'
import { tierPrices } from '../../src/shared/catalog/tiers.ts'
import {
  createLocalRanker,
  type SearchDocument,
  toSearchDocument,
} from '../../src/server/features/search/public.ts'
import { generateCatalogue } from './generate-catalogue.ts'

type Labelled = { set: 'tune' | 'holdout'; q: string; expect: string[] }
const { queries } = JSON.parse(readFileSync(new URL('./queries.json', import.meta.url), 'utf8')) as {
  queries: Labelled[]
}
const verbose = process.argv.includes('--verbose')

const seeded: SearchDocument[] = (await loadLaunchCatalogue()).map((t) =>
  toSearchDocument({
    ...t,
    creditsCost: tierPrices[t.tier].credits,
    priceCents: tierPrices[t.tier].priceCents,
  }),
)
const catalogues: [string, SearchDocument[]][] = [
  [`seeded (${seeded.length})`, seeded],
  ['generated (10,000)', [...seeded, ...generateCatalogue(10_000 - seeded.length)]],
]

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

console.log(
  `Search bench on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, load average ${loadavg()[0].toFixed(1)}`,
)
console.log(
  `${queries.length} labelled queries: ${queries.filter((q) => q.set === 'tune').length} tuning, ${queries.filter((q) => q.set === 'holdout').length} held out; ${queries.filter((q) => q.expect.length === 0).length} of them have no matching template\n`,
)

for (const [label, documents] of catalogues) {
  // The generated catalogue holds templates on many of the no-match subjects on purpose (dog training, moving
  // house...), so the no-match queries are judged on the seeded catalogue only.
  const noMatchCounts = documents === seeded
  const started = performance.now()
  const ranker = createLocalRanker(documents)
  const buildMs = performance.now() - started

  // A matching query (expect non-empty) scores hit@3 and MRR only when it is answered as a match; a no-match query
  // (expect empty) is answered honestly when the ranker says nothing fits.
  const answer = (q: string) => {
    const { results, noMatch } = ranker.rank(q, 10)
    return { ids: results.map((r) => r.document.id), noMatch }
  }
  const quality = (set?: Labelled['set']) => {
    const subset = queries.filter((q) => (!set || q.set === set) && q.expect.length > 0)
    let hits = 0
    let reciprocal = 0
    let falseNoMatch = 0
    for (const q of subset) {
      const { ids, noMatch } = answer(q.q)
      const rank = noMatch ? 0 : ids.findIndex((id) => q.expect.includes(id)) + 1
      if (noMatch) falseNoMatch++
      if (rank >= 1 && rank <= 3) hits++
      if (rank >= 1) reciprocal += 1 / rank
      if (verbose && set === 'tune' && !(rank >= 1 && rank <= 3))
        console.log(
          `  miss: "${q.q}" -> ${noMatch ? 'no match' : `[${ids.slice(0, 3).join(', ')}]`} (want ${q.expect.join(' | ')})`,
        )
    }
    const none = queries.filter((q) => (!set || q.set === set) && q.expect.length === 0)
    let honest = 0
    for (const q of none) {
      const { ids, noMatch } = answer(q.q)
      if (noMatch) honest++
      else if (verbose && set === 'tune' && noMatchCounts)
        console.log(`  not honest: "${q.q}" -> [${ids.slice(0, 3).join(', ')}]`)
    }
    return {
      n: subset.length,
      hit3: hits / subset.length,
      mrr: reciprocal / subset.length,
      falseNoMatch: falseNoMatch / subset.length,
      none: none.length,
      honest: none.length ? honest / none.length : NaN,
    }
  }

  for (let i = 0; i < 3; i++) for (const q of queries) ranker.rank(q.q)
  // Wall time per search, and CPU time (this process's user + system) per search, which other load on a shared
  // machine does not inflate.
  const times: number[] = []
  const cpuTimes: number[] = []
  for (let round = 0; round < 20; round++)
    for (const q of queries) {
      const c0 = process.cpuUsage()
      const t0 = performance.now()
      ranker.rank(q.q)
      times.push(performance.now() - t0)
      const c = process.cpuUsage(c0)
      cpuTimes.push((c.user + c.system) / 1000)
    }

  const rows = [
    ['tuning', quality('tune')],
    ['held out', quality('holdout')],
    ['all', quality()],
  ] as const
  console.log(`${label}: index built in ${buildMs.toFixed(0)} ms`)
  for (const [name, r] of rows)
    console.log(
      `  ${name.padEnd(9)} n=${String(r.n).padStart(2)}  hit@3 ${r.hit3.toFixed(2)}  MRR ${r.mrr.toFixed(2)}  wrongly "no match" ${r.falseNoMatch.toFixed(2)}` +
        (noMatchCounts
          ? `  | no-match n=${String(r.none).padStart(2)}  answered honestly ${r.honest.toFixed(2)}`
          : ''),
    )
  console.log(
    `  wall time over ${times.length} searches: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms`,
  )
  console.log(
    `  CPU time per search:             p50 ${percentile(cpuTimes, 50).toFixed(2)} ms, p95 ${percentile(cpuTimes, 95).toFixed(2)} ms\n`,
  )
}
