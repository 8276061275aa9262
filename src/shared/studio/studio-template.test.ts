import { describe, expect, it } from 'vitest'
import { studioBadge, type StudioVersion } from './studio-template.ts'

const version = (status: StudioVersion['status']): StudioVersion => ({
  version: 1,
  status,
  changelog: '',
  reviewReasons: null,
  submittedAt: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
})

describe('studioBadge', () => {
  it('names a template that was never approved by its version', () => {
    expect(studioBadge({ status: 'draft', latest: version('draft') })).toBe('draft')
    expect(studioBadge({ status: 'draft', latest: version('in_review') })).toBe('in_review')
    expect(studioBadge({ status: 'draft', latest: version('rejected') })).toBe('rejected')
    expect(studioBadge({ status: 'draft', latest: null })).toBe('draft')
  })

  it('names a live template by its update, if one is open', () => {
    expect(studioBadge({ status: 'active', latest: version('published') })).toBe('live')
    expect(studioBadge({ status: 'active', latest: version('in_review') })).toBe('live_update_in_review')
    expect(studioBadge({ status: 'active', latest: version('draft') })).toBe('live_update_draft')
    expect(studioBadge({ status: 'active', latest: version('rejected') })).toBe('live_update_rejected')
  })

  it('says suspended whatever the version', () => {
    expect(studioBadge({ status: 'suspended', latest: version('in_review') })).toBe('suspended')
  })
})
