import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { listTemplatesQuery } from '../../../shared/catalog/list-templates-query.ts'
import { listTemplates } from './list-templates.ts'
import { getTemplate } from './get-template.ts'
import { getTemplatePreview } from './get-template-preview.ts'
import { listPublishedSamples } from './list-published-samples.ts'
import { getStoreStats } from './get-store-stats.ts'
import { listBestsellers } from './list-bestsellers.ts'
import { listReviews, listTestimonials } from './list-reviews.ts'
import { cachedJson } from './catalog-cache.ts'
import { getCatalogSummary } from './get-catalog-summary.ts'

const idOrSlugParam = z.object({ idOrSlug: z.string().min(1).max(200, 'Prompt not found') })
const limitQuery = (max: number, fallback: number) =>
  z.object({
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(max, `limit must be at most ${max}`)
      .default(fallback),
  })

export const catalogRoutes = new Hono<AppEnv>()
  // The catalogue list and details are answered from memory (see catalog-cache.ts), with ETag, 304 and gzip.
  .get('/templates', validate('query', listTemplatesQuery), async (c) => {
    const query = c.req.valid('query')
    const key = JSON.stringify([
      'list',
      query.sort,
      query.category,
      query.tier,
      query.q,
      query.minPrice,
      query.maxPrice,
      query.minRating,
      query.limit,
      query.cursor,
    ])
    return cachedJson(c, key, () => listTemplates(c.var.deps.db, query))
  })
  // Counts per category and tier, so pages can show them without loading the catalogue (decision 0016).
  .get('/catalog-summary', async (c) =>
    cachedJson(c, JSON.stringify(['summary']), () => getCatalogSummary(c.var.deps.db)),
  )
  .get(
    '/templates/:idOrSlug/reviews',
    validate('param', idOrSlugParam),
    validate('query', limitQuery(100, 50)),
    async (c) => {
      const { idOrSlug } = c.req.valid('param')
      return c.json(await listReviews(c.var.deps.db, { idOrSlug, limit: c.req.valid('query').limit }))
    },
  )
  // The questions and the sample persona's prompt preview: public by decision 0026, the master prompt withheld.
  .get('/templates/:idOrSlug/preview', validate('param', idOrSlugParam), async (c) => {
    const { idOrSlug } = c.req.valid('param')
    return cachedJson(c, JSON.stringify(['preview', idOrSlug]), () =>
      getTemplatePreview(c.var.deps.db, idOrSlug),
    )
  })
  // Published sample outputs with their provenance (model, date); drafts never leave the admin console.
  .get('/templates/:idOrSlug/samples', validate('param', idOrSlugParam), async (c) => {
    const { idOrSlug } = c.req.valid('param')
    return cachedJson(c, JSON.stringify(['samples', idOrSlug]), () =>
      listPublishedSamples(c.var.deps.db, idOrSlug),
    )
  })
  .get('/templates/:idOrSlug', validate('param', idOrSlugParam), async (c) => {
    const { idOrSlug } = c.req.valid('param')
    return cachedJson(c, JSON.stringify(['detail', idOrSlug]), () => getTemplate(c.var.deps.db, idOrSlug))
  })
  .get('/stats', async (c) => c.json(await getStoreStats(c.var.deps.db)))
  .get('/bestsellers', async (c) => c.json(await listBestsellers(c.var.deps.db)))
  .get('/testimonials', validate('query', limitQuery(10, 2)), async (c) =>
    c.json(await listTestimonials(c.var.deps.db, c.req.valid('query'))),
  )
