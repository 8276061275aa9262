import type { TemplateFilter } from './template-filter.ts'

// The catalogue's query keys, in one place: queries, invalidations and the server render (entry-server.tsx, which
// serves these roots as public) all build them here. `templates.all` is the prefix of every template answer.
export const catalogKeys = {
  templates: {
    all: ['templates'] as const,
    list: () => ['templates', 'list'] as const,
    summary: () => ['templates', 'summary'] as const,
    pages: (f: TemplateFilter) => ['templates', 'pages', f] as const,
    sample: (f: TemplateFilter) => ['templates', 'sample', f] as const,
    detail: (idOrSlug: string) => ['templates', 'detail', idOrSlug] as const,
    reviews: (idOrSlug: string) => ['templates', 'reviews', idOrSlug] as const,
    preview: (idOrSlug: string) => ['templates', 'preview', idOrSlug] as const,
    samples: (idOrSlug: string) => ['templates', 'samples', idOrSlug] as const,
  },
  bestsellers: ['bestsellers'] as const,
  stats: ['stats'] as const,
}
