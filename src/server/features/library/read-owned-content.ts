import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { templateVersions } from '../../db/schema/template-versions.ts'
import { readPromptLines, type PromptLines } from '../../../shared/catalog/prompt-lines.ts'
import type { Question } from '../../../shared/catalog/question.ts'

/** The goods as one owner reads them: the version they bought, or the live row. */
export type OwnedContent = {
  templateId: string
  /** The template row's status: owners keep reading archived and suspended templates. */
  status: string
  /** The version these fields come from; null for the house's templates (edited in place). */
  version: number | null
  /** The version recorded on the purchase, and the one on sale: they differ while an update waits. */
  ownedVersion: number | null
  currentVersion: number | null
  name: string
  description: string
  howToUse: string
  questions: Question[]
  masterPrompt: string
  promptLines: PromptLines
  updatedAt: Date
}

// Versions a buyer can hold: the live one and the ones it replaced (never a draft, a rejected or one in review).
const readableStatuses = ['published', 'retired']

/**
 * The one read of paid content for an owner (decision 0035): when the purchase records a version older than the one
 * on sale, its content comes from template_versions; otherwise (house templates, the current version) from the row.
 * Null when the user does not own the template. Everything that builds an owner's prompt from the master prompt
 * reads through here, so the wizard, the content route and anything later agree on the version.
 */
export async function readOwnedContent(
  db: Db,
  { userId, templateId }: { userId: string; templateId: string },
): Promise<OwnedContent | null> {
  const t = promptTemplates
  const p = promptPurchases
  const v = templateVersions
  const [row] = await db
    .select({
      templateId: t.id,
      status: t.status,
      ownedVersion: p.templateVersion,
      currentVersion: t.currentVersion,
      name: t.name,
      description: t.description,
      howToUse: t.howToUse,
      questions: t.questions,
      masterPrompt: t.masterPrompt,
      promptLines: t.promptLines,
      updatedAt: t.updatedAt,
      versionContent: v.content,
      versionPublishedAt: v.publishedAt,
      versionUpdatedAt: v.updatedAt,
    })
    .from(p)
    .innerJoin(t, eq(t.id, p.promptId))
    .leftJoin(
      v,
      and(
        eq(v.templateId, p.promptId),
        eq(v.version, p.templateVersion),
        inArray(v.status, readableStatuses),
      ),
    )
    .where(and(eq(p.userId, userId), eq(p.promptId, templateId), eq(p.status, 'completed')))
    .limit(1)
  if (!row) return null
  const base = {
    templateId: row.templateId,
    status: row.status,
    ownedVersion: row.ownedVersion,
    currentVersion: row.currentVersion,
  }
  const older =
    row.ownedVersion !== null && row.ownedVersion !== row.currentVersion ? row.versionContent : null
  if (older)
    return {
      ...base,
      version: row.ownedVersion,
      name: older.name,
      description: older.description,
      howToUse: older.howToUse,
      questions: Array.isArray(older.questions) ? older.questions : [],
      masterPrompt: older.masterPrompt,
      promptLines: readPromptLines(older.promptLines),
      updatedAt: new Date(row.versionPublishedAt ?? row.versionUpdatedAt!),
    }
  // The row is what is on sale: the current version, or a house template. A recorded version that cannot be read
  // (never expected: versions are not deleted) falls back here too rather than locking the owner out.
  return {
    ...base,
    version: row.currentVersion,
    name: row.name,
    description: row.description,
    howToUse: row.howToUse,
    questions: Array.isArray(row.questions) ? row.questions : [],
    masterPrompt: row.masterPrompt,
    promptLines: readPromptLines(row.promptLines),
    updatedAt: new Date(row.updatedAt),
  }
}
