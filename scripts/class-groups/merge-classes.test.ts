import { describe, expect, it } from 'vitest'
import { twMerge } from 'tailwind-merge'
import { buildClassGroups, generatedFile, sourceFiles, sourceTokens } from './build-class-groups.ts'
import { readFileSync } from 'node:fs'
import { createMergeClasses } from '../../src/web/lib/merge-classes.ts'
import { classGroups } from '../../src/web/lib/class-groups.generated.ts'

const merge = createMergeClasses(classGroups)

// A fixed pseudo-random sequence, so a failure can be replayed.
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return seed / 0x7fffffff
  }
}

describe('merging classes without tailwind-merge in the bundle', () => {
  it('the table holds every class the web source uses (regenerate with npm run generate:class-groups)', () => {
    const table = buildClassGroups(sourceTokens(sourceFiles('src/web')))
    expect(readFileSync('src/web/lib/class-groups.generated.ts', 'utf8')).toBe(generatedFile(table))
  })

  it('answers exactly as tailwind-merge for 20,000 mixes of the classes the source uses', () => {
    const rand = random(21)
    const bases = Object.keys(classGroups.classes)
    const variants = ['', '', '', 'md:', 'sm:', 'hover:', 'focus-visible:', 'md:hover:', 'hover:md:', 'dark:', 'before:', 'data-[state=open]:']
    const pick = <T,>(list: T[]) => list[Math.floor(rand() * list.length)]!
    const one = () => {
      const r = rand()
      if (r < 0.05) return pick(['my-widget', 'group', 'peer', 'prose', 'is-active'])
      const important = rand() < 0.05 ? (rand() < 0.5 ? '!' : 'suffix') : ''
      const base = pick(bases)
      const name = important === '!' ? `!${base}` : important ? `${base}!` : base
      return pick(variants) + name
    }
    let compared = 0
    for (let i = 0; i < 20_000; i++) {
      const list = Array.from({ length: 2 + Math.floor(rand() * 5) }, one).join(' ')
      expect(merge(list), list).toBe(twMerge(list))
      compared++
    }
    expect(compared).toBe(20_000)
  })

  it('answers as tailwind-merge for the groups that conflict with one another', () => {
    // Every ordered pair of classes whose groups are related, where a difference would show.
    const byGroup = new Map<number, string[]>()
    for (const [base, entry] of Object.entries(classGroups.classes)) {
      const group = typeof entry === 'number' ? entry : entry[0]
      byGroup.set(group, [...(byGroup.get(group) ?? []), base])
    }
    let pairs = 0
    for (const [group, members] of byGroup) {
      const related = [group, ...(classGroups.conflicts[group] ?? []), ...(classGroups.postfixConflicts[group] ?? [])]
      for (const other of related)
        for (const a of byGroup.get(other) ?? [])
          for (const b of members) {
            for (const list of [`${a} ${b}`, `${b} ${a}`, `md:${a} ${b} md:${b}`]) {
              expect(merge(list), list).toBe(twMerge(list))
              pairs++
            }
          }
    }
    expect(pairs).toBeGreaterThan(1000)
  })

  it('keeps classes it does not know and extra spaces out', () => {
    expect(merge('  px-2   my-widget px-4 ')).toBe('my-widget px-4')
    expect(merge('p-4 px-2')).toBe('p-4 px-2')
    expect(merge('px-2 p-4')).toBe('p-4')
    expect(merge('md:px-2 px-4')).toBe('md:px-2 px-4')
  })
})
