import { createRequire } from 'node:module'

// The 3,000 most used passwords, in order of use: the head of the ranked password list shipped by zxcvbn
// (MIT), loaded on the server only and only when first needed.
export const commonPasswordCount = 3000

let common: Set<string> | undefined

export function commonPasswords(): Set<string> {
  if (!common) {
    const lists = createRequire(import.meta.url)('zxcvbn/lib/frequency_lists.js') as { passwords: string[] }
    common = new Set(lists.passwords.slice(0, commonPasswordCount))
  }
  return common
}

const leet: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
}
const deLeet = (s: string) => s.replace(/[@431!0$57]/g, (ch) => leet[ch])

/** The password with the decorations that password rules push people to add taken off, one way at a time. */
function undecorated(lower: string): string[] {
  const trimmed = lower.replace(/^[^a-z0-9]+/, '').replace(/[^a-z0-9]+$/, '')
  const found = [lower, trimmed, trimmed.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '')]
  const trailing = trimmed.match(/\d{1,4}$/)?.[0].length ?? 0
  for (let k = 1; k <= trailing; k++) found.push(trimmed.slice(0, -k))
  const leading = trimmed.match(/^\d{1,4}/)?.[0].length ?? 0
  for (let k = 1; k <= leading; k++) found.push(trimmed.slice(k))
  return found
}

/**
 * True when the password is one of the common ones, also once letter case, a few digits or symbols before or
 * after, and look-alike characters are taken off ("P@ssw0rd1!" is "password", "Monkey99!" is "monkey").
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords()
  return undecorated(password.toLowerCase())
    .flatMap((c) => [c, deLeet(c)])
    .some((c) => c.length >= 4 && list.has(c))
}

export const commonPasswordMessage =
  'This password is one of the most commonly used passwords (or a small change of one). Choose one that is harder to guess'
