import { and, eq, or } from 'drizzle-orm'
import { promptTemplates } from '../../db/schema/catalog.ts'

/** The condition every public read of one template uses: active, found by its id or its slug. */
export const activeTemplateWhere = (idOrSlug: string) =>
  and(
    eq(promptTemplates.status, 'active'),
    or(eq(promptTemplates.id, idOrSlug), eq(promptTemplates.slug, idOrSlug)),
  )
