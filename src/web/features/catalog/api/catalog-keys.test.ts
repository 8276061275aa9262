import { describe, expect, it } from 'vitest'
import { catalogKeys } from './catalog-keys.ts'
import type { TemplateFilter } from './template-filter.ts'

// The server render seeds the browser's cache by these keys (entry-server.tsx, lib/ssr-seed.ts): they are a
// contract between two builds, so their values are pinned here.
describe('catalogue query keys', () => {
  it('keep the values the server render and the browser agree on', () => {
    const f: TemplateFilter = { q: 'launch', limit: 12 }
    expect(catalogKeys.templates.all).toEqual(['templates'])
    expect(catalogKeys.templates.list()).toEqual(['templates', 'list'])
    expect(catalogKeys.templates.summary()).toEqual(['templates', 'summary'])
    expect(catalogKeys.templates.pages(f)).toEqual(['templates', 'pages', f])
    expect(catalogKeys.templates.sample(f)).toEqual(['templates', 'sample', f])
    expect(catalogKeys.templates.detail('x')).toEqual(['templates', 'detail', 'x'])
    expect(catalogKeys.templates.reviews('x')).toEqual(['templates', 'reviews', 'x'])
    expect(catalogKeys.templates.preview('x')).toEqual(['templates', 'preview', 'x'])
    expect(catalogKeys.templates.samples('x')).toEqual(['templates', 'samples', 'x'])
    expect(catalogKeys.bestsellers).toEqual(['bestsellers'])
    expect(catalogKeys.stats).toEqual(['stats'])
  })

  it('start every template key with the prefix that invalidates them all', () => {
    const f: TemplateFilter = { limit: 12 }
    for (const key of [
      catalogKeys.templates.list(),
      catalogKeys.templates.summary(),
      catalogKeys.templates.pages(f),
      catalogKeys.templates.sample(f),
      catalogKeys.templates.detail('x'),
      catalogKeys.templates.reviews('x'),
      catalogKeys.templates.preview('x'),
      catalogKeys.templates.samples('x'),
    ])
      expect(key.slice(0, 1)).toEqual(catalogKeys.templates.all)
  })
})
