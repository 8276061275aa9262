// Checks every launch-catalogue file: shape, counts and question types. Run: npx tsx scripts/check-seed.ts
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { questionTypes } from '../src/shared/catalog/question.ts'
import type { SeedTemplate } from '../src/server/db/seed/template-seed.ts'

const dir = join(import.meta.dirname, '../src/server/db/seed/templates')
let problems = 0
const fail = (file: string, msg: string) => {
  problems++
  console.log(`${file}: ${msg}`)
}
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  const mod = await import(pathToFileURL(join(dir, file)).href)
  const all = Object.values(mod) as SeedTemplate[]
  if (all.length !== 1) fail(file, 'must export exactly one SeedTemplate')
  const t = all[0]
  if (`${t.slug}.ts` !== file) fail(file, `file name must be the slug (${t.slug}.ts)`)
  if (t.masterPrompt.split(/\n\s*\n/).length < 3) fail(file, 'master prompt needs several paragraphs')
  const ids = new Set<string>()
  for (const q of t.questions) {
    if (!questionTypes.includes(q.type)) fail(file, `bad type ${q.type}`)
    if (ids.has(q.id)) fail(file, `duplicate question id ${q.id}`)
    ids.add(q.id)
    const choice = !['text', 'textarea', 'text_input'].includes(q.type)
    if (choice && (!q.options || q.options.length < 2)) fail(file, `${q.id} needs options`)
    if (choice && q.options?.some((o) => !o.trim())) fail(file, `${q.id} has an empty option`)
  }
  const types = new Set(t.questions.map((q) => q.type))
  if (t.questions.length >= 6 && types.size < 4) fail(file, 'use a mix of at least 4 question types')
  const d = t.detail
  if (d.howItWorks.length < 3 || d.howItWorks.length > 4) fail(file, 'howItWorks must have 3 or 4 steps')
  if (d.features.length < 4) fail(file, 'needs at least 4 features')
  console.log(
    `${file}: ${t.tier} ${t.category} ${t.questions.length} questions, ${t.masterPrompt.length} chars`,
  )
}
console.log(problems ? `${problems} problem(s)` : 'all good')
process.exit(problems ? 1 : 0)
