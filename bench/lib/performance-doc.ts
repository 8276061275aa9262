import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, freemem, loadavg, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'

export const performanceDoc = fileURLToPath(new URL('../../docs/performance.md', import.meta.url))

/**
 * Replaces the generated block `name` in docs/performance.md (between its two marker comments) with `markdown`,
 * or appends it under `heading` when the markers are not there yet. Everything else in the file is left alone.
 */
export function writeGeneratedSection(name: string, heading: string, markdown: string) {
  const start = `<!-- generated:${name} start (npm run bench:${name} rewrites this block) -->`
  const end = `<!-- generated:${name} end -->`
  const block = `${start}\n${markdown.trim()}\n${end}`
  const doc = readFileSync(performanceDoc, 'utf8')
  const from = doc.indexOf(start)
  const to = doc.indexOf(end)
  const next =
    from >= 0 && to > from
      ? doc.slice(0, from) + block + doc.slice(to + end.length)
      : `${doc.trimEnd()}\n\n## ${heading}\n\n${block}\n`
  writeFileSync(performanceDoc, next)
}

/** One line about the machine and its load while the benchmark ran. */
export function machineLine(load: number[] = loadavg()) {
  const cpu = cpus()
  const gib = (n: number) => (n / 1024 ** 3).toFixed(0)
  return (
    `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${gib(totalmem())} GiB ` +
    `(${gib(freemem())} GiB free), Node ${process.version}; load average ${load.map((l) => l.toFixed(1)).join(' / ')} ` +
    `(1/5/15 min) when it finished, so other work was sharing the cores.`
  )
}

export const today = () => new Date().toISOString().slice(0, 10)

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-AU', { minimumFractionDigits: digits, maximumFractionDigits: digits })
