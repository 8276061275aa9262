// tailwind-merge's rule (a later class wins over an earlier one of the same group, variants and "!" kept apart)
// over a table of only the classes this app uses (class-groups.generated.ts), instead of its whole default
// configuration in the entry chunk (decision 0038). scripts/class-groups/merge-classes.test.ts checks that it
// answers exactly as tailwind-merge does.
export type ClassGroups = {
  /** Group names; a class's group is its index here. */
  groups: string[]
  /** Base class (no variants, no "!") -> group index, or [group index, 1] when it keeps a postfix ("text-lg/7"). */
  classes: Record<string, number | [number, 1]>
  /** Group index -> the groups it overrides. */
  conflicts: Record<number, number[]>
  /** Group index -> the groups it overrides as well when written with a postfix. */
  postfixConflicts: Record<number, number[]>
  orderSensitiveModifiers: string[]
}

type Parsed = { modifiers: string[]; important: boolean; base: string }

function parse(className: string): Parsed {
  const modifiers: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < className.length; i++) {
    const c = className[i]
    if (depth === 0 && c === ':') {
      modifiers.push(className.slice(start, i))
      start = i + 1
    } else if (c === '[' || c === '(') depth++
    else if (c === ']' || c === ')') depth--
  }
  let base = modifiers.length ? className.slice(start) : className
  let important = false
  if (base.endsWith('!')) {
    base = base.slice(0, -1)
    important = true
  } else if (base.startsWith('!')) {
    base = base.slice(1)
    important = true
  }
  return { modifiers, important, base }
}

export function createMergeClasses(table: ClassGroups) {
  const sensitive = new Set(table.orderSensitiveModifiers)
  // Plain modifiers sort alphabetically between arbitrary or order-sensitive ones, which keep their place.
  const sortModifiers = (modifiers: string[]) => {
    const out: string[] = []
    let run: string[] = []
    for (const m of modifiers) {
      if (m[0] === '[' || sensitive.has(m)) {
        out.push(...run.sort(), m)
        run = []
      } else run.push(m)
    }
    return out.concat(run.sort())
  }
  const cache = new Map<string, string>()
  const merge = (classList: string): string => {
    const seen: string[] = []
    let result = ''
    const names = classList.trim().split(/\s+/)
    for (let i = names.length - 1; i >= 0; i--) {
      const name = names[i]
      const { modifiers, important, base } = parse(name)
      const entry = table.classes[base]
      if (entry !== undefined) {
        const [group, postfix] = typeof entry === 'number' ? [entry, 0] : entry
        const variant =
          modifiers.length === 0 ? '' : modifiers.length === 1 ? modifiers[0] : sortModifiers(modifiers).join(':')
        const prefix = `${important ? `${variant}!` : variant}|`
        if (seen.includes(prefix + group)) continue
        seen.push(prefix + group)
        const overridden = postfix
          ? [...(table.conflicts[group] ?? []), ...(table.postfixConflicts[group] ?? [])]
          : (table.conflicts[group] ?? [])
        for (const other of overridden) seen.push(prefix + other)
      }
      result = result ? `${name} ${result}` : name
    }
    return result
  }
  return (classList: string) => {
    let merged = cache.get(classList)
    if (merged === undefined) {
      merged = merge(classList)
      if (cache.size > 500) cache.clear()
      cache.set(classList, merged)
    }
    return merged
  }
}
