import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { NearDuplicate } from '../../../shared/admin/review.ts'

/** A template scoring at least this (0..1, pg_trgm) on name, description or master prompt is listed. */
export const nearDuplicateThreshold = 0.4
export const nearDuplicateLimit = 5
// Candidates come from the trigram indexes on name and description (the % and <% operators, pg_trgm's default
// thresholds 0.3 and 0.6); only those few are compared on the master prompt, which has no index and is long.
const candidateLimit = 50

type Row = {
  id: string
  slug: string
  static_page: boolean
  name: string
  handle: string
  display_name: string
  name_score: number
  description_score: number
  master_prompt_score: number
}

/**
 * Active templates whose text is close to the one under review (copies, light rewrites, a template submitted
 * twice under two names), best first, each with its scores. The template itself is left out.
 */
export async function findNearDuplicates(
  db: Db,
  opts: { templateId: string; name: string; description: string; masterPrompt: string },
): Promise<NearDuplicate[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
      WITH candidates AS (
        SELECT t.id, t.slug, t.static_page, t.name, t.master_prompt, t.creator_id,
          greatest(similarity(t.name, ${opts.name}), word_similarity(${opts.name}, t.name)) AS name_score,
          similarity(t.description, ${opts.description}) AS description_score
        FROM prompt_templates t
        WHERE t.status = 'active' AND t.id <> ${opts.templateId}
          AND (t.name % ${opts.name} OR ${opts.name} <% t.name OR t.description % ${opts.description})
        ORDER BY greatest(similarity(t.name, ${opts.name}), similarity(t.description, ${opts.description})) DESC, t.id
        LIMIT ${candidateLimit}
      )
      SELECT c.id, c.slug, c.static_page, c.name, cr.handle, cr.display_name,
        c.name_score, c.description_score,
        similarity(c.master_prompt, ${opts.masterPrompt}) AS master_prompt_score
      FROM candidates c
      JOIN creators cr ON cr.id = c.creator_id`,
  )
  return rows
    .map((r) => {
      const scores = {
        nameScore: round(r.name_score),
        descriptionScore: round(r.description_score),
        masterPromptScore: round(r.master_prompt_score),
      }
      return {
        id: r.id,
        slug: r.slug,
        staticPage: r.static_page,
        name: r.name,
        creator: { handle: r.handle, displayName: r.display_name },
        score: Math.max(scores.nameScore, scores.descriptionScore, scores.masterPromptScore),
        ...scores,
      }
    })
    .filter((d) => d.score >= nearDuplicateThreshold)
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .slice(0, nearDuplicateLimit)
}

const round = (n: number | string) => Math.round(Number(n) * 100) / 100
