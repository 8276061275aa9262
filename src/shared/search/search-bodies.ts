import { z } from 'zod'

// Spec 5 (Search): blank queries are ignored and queries are trimmed; the server answers a blank one with no results.
export const maxQueryLength = 500

export const aiSearchBody = z.object({
  query: z.string({ error: 'Enter a search query' }).max(maxQueryLength, 'Search query is too long'),
})
export type AiSearchBody = z.infer<typeof aiSearchBody>

export const searchTypes = ['ai', 'regular'] as const
export type SearchType = (typeof searchTypes)[number]

/** Body of log-search-analytics (spec 7): what was searched, how, how many results, and the one clicked. */
export const logSearchAnalyticsBody = z.object({
  query: z
    .string({ error: 'Enter a search query' })
    .trim()
    .min(1, 'Enter a search query')
    .max(maxQueryLength, 'Search query is too long'),
  type: z.enum(searchTypes, { error: "Search type must be 'ai' or 'regular'" }),
  resultsCount: z
    .number({ error: 'Results count must be a whole number' })
    .int('Results count must be a whole number')
    .min(0, 'Results count must be a whole number')
    .max(10_000, 'Results count is too large'),
  selectedResultId: z
    .string({ error: 'Selected result must be a prompt id' })
    .trim()
    .min(1, 'Selected result must be a prompt id')
    .max(200, 'Selected result must be a prompt id')
    .nullish()
    .transform((v) => v ?? undefined),
})
export type LogSearchAnalyticsBody = z.input<typeof logSearchAnalyticsBody>
