import { desc } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { masterCodes } from '../../db/schema/gifts.ts'
import type { MasterCodeItem } from '../../../shared/admin/codes.ts'

/** Every master code, newest first, with its usage. */
export async function listMasterCodes(db: Db): Promise<{ items: MasterCodeItem[] }> {
  const rows = await db.select().from(masterCodes).orderBy(desc(masterCodes.createdAt)).limit(1000)
  const now = Date.now()
  return {
    items: rows.map((r) => ({
      id: r.id,
      code: r.code,
      credits: r.credits,
      maxUses: r.maxUses,
      uses: r.uses,
      active: r.active,
      expiresAt: r.expiresAt?.toISOString() ?? null,
      expired: Boolean(r.expiresAt && r.expiresAt.getTime() <= now),
      createdBy: r.createdBy,
      createdAt: r.createdAt.toISOString(),
    })),
  }
}
