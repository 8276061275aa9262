import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import type { EventBus } from '../realtime/public.ts'
import { createLocalRanker, type LocalRanker } from './local-ranker.ts'
import { toSearchDocument } from './search-document.ts'

const t = promptTemplates

/**
 * The local ranker over the active templates, built on first use and rebuilt after a template changes: at once when
 * the event bus says so, and at most a few seconds late when another process changed the table.
 */
export function createSearchIndex(db: Db, events: EventBus, opts: { recheckMs?: number } = {}) {
  const recheckMs = opts.recheckMs ?? 5_000
  let built: Promise<{ ranker: LocalRanker; signature: string }> | null = null
  let checkedAt = 0

  const signature = async () => {
    const [row] = await db
      .select({ count: sql<number>`count(*)`, latest: sql<string | null>`max(${t.updatedAt})::text` })
      .from(t)
      .where(eq(t.status, 'active'))
    return `${row?.count ?? 0}:${row?.latest ?? ''}`
  }

  const build = async () => {
    const before = await signature()
    const rows = await db
      .select({
        id: t.id,
        name: t.name,
        description: t.description,
        howToUse: t.howToUse,
        category: t.category,
        tier: t.tier,
        creditsCost: t.creditsCost,
        priceCents: t.priceCents,
        questions: t.questions,
      })
      .from(t)
      .where(eq(t.status, 'active'))
    checkedAt = Date.now()
    return { ranker: createLocalRanker(rows.map(toSearchDocument)), signature: before }
  }

  const invalidate = () => {
    built = null
  }

  const unsubscribe = events.subscribe((event) => {
    if (event.type === 'template-updated' || event.type === 'template-deleted') invalidate()
  })

  return {
    async ranker(): Promise<LocalRanker> {
      if (built && Date.now() - checkedAt > recheckMs) {
        const current = built
        checkedAt = Date.now()
        const [now, before] = await Promise.all([
          signature(),
          current.then(
            (b) => b.signature,
            () => '',
          ),
        ])
        if (now !== before && built === current) invalidate()
      }
      if (!built) {
        const attempt = build()
        built = attempt
        // A failed build is not kept: the next search tries again.
        attempt.catch(() => {
          if (built === attempt) built = null
        })
      }
      return (await built).ranker
    },
    invalidate,
    close: unsubscribe,
  }
}

export type SearchIndex = ReturnType<typeof createSearchIndex>
