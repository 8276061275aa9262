import { describe, expect, it } from 'vitest'
import { autoSaveMaxAgeMs, minutesSince, readAutoSave, type AutoSaveRecord } from './auto-save.ts'

const now = Date.UTC(2025, 0, 10, 12)
const record: AutoSaveRecord = {
  userId: 'user-1',
  timestamp: now - 60_000,
  step: 3,
  selectedPrompt: { id: 'japan-planner', name: 'Japan Planner' },
  baseCustomization: {
    toneOfVoice: 'friendly',
    aiRole: 'coach',
    outputFormat: 'summary',
    culturalContext: 'au',
    userIdentityName: '',
    userIdentityPronouns: 'they/them',
  },
  promptAnswers: { regions: ['Tokyo'], budget: '3000' },
  customizationTitle: '',
  customizationSummary: '',
  generatedPrompt: '',
}

describe('auto-save acceptance (spec 5)', () => {
  it('accepts a record of the same user under 24 hours old', () => {
    expect(readAutoSave(JSON.stringify(record), { userId: 'user-1', now })).toEqual({ ok: true, record })
  })
  it('discards a record of another user', () => {
    expect(readAutoSave(JSON.stringify(record), { userId: 'user-2', now })).toEqual({
      ok: false,
      reason: 'other-user',
    })
  })
  it('discards a record 24 hours old or older, and one from the future', () => {
    const at = (timestamp: number) =>
      readAutoSave(JSON.stringify({ ...record, timestamp }), { userId: 'user-1', now })
    expect(at(now - autoSaveMaxAgeMs + 1).ok).toBe(true)
    expect(at(now - autoSaveMaxAgeMs)).toEqual({ ok: false, reason: 'expired' })
    expect(at(now - 3 * autoSaveMaxAgeMs)).toEqual({ ok: false, reason: 'expired' })
    expect(at(now + 60_000)).toEqual({ ok: false, reason: 'expired' })
  })
  it('discards corrupt data', () => {
    for (const raw of [
      '{not json',
      '"text"',
      'null',
      '[]',
      JSON.stringify({ ...record, step: 9 }),
      JSON.stringify({ ...record, promptAnswers: { a: 1 } }),
    ])
      expect(readAutoSave(raw, { userId: 'user-1', now })).toEqual({ ok: false, reason: 'corrupt' })
  })
  it('reports nothing saved', () => {
    expect(readAutoSave(null, { userId: 'user-1', now })).toEqual({ ok: false, reason: 'missing' })
  })
  it('counts whole minutes since the save', () => {
    expect(minutesSince(now - 59_000, now)).toBe(0)
    expect(minutesSince(now - 125_000, now)).toBe(2)
  })
})
