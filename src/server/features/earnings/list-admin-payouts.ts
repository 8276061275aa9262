import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { minimumPayoutCents } from '../../../shared/earnings/creator-share.ts'
import type { AdminPayoutRow, AdminPayoutsQuery } from '../../../shared/earnings/payout-admin.ts'

type Row = {
  creator_id: string
  display_name: string
  handle: string
  payout_id: string | null
  amount_cents: string | number
  status: AdminPayoutRow['status']
  failure_reason: string | null
  held: boolean | null
  hold_reason: string | null
  account_id: string | null
  payouts_enabled: boolean | null
  created_at: Date | string | null
}

/**
 * The admin console's payouts: 'due' lists creators whose matured earnings exceed what was paid by at least the
 * payout minimum, as the weekly run pays them (with or without an account, held or not), the others list payouts by status, newest first (200 at most).
 */
export async function listAdminPayouts(db: Db, query: AdminPayoutsQuery): Promise<AdminPayoutRow[]> {
  const rows =
    query.status === 'due'
      ? await queryRows<Row>(
          db,
          sql`
          SELECT * FROM (
            SELECT c.id AS creator_id, c.display_name, c.handle, NULL::uuid AS payout_id,
              (SELECT coalesce(sum(amount_cents), 0) FROM creator_earnings e
                 WHERE e.creator_id = c.id AND e.available_at <= now())
              - (SELECT coalesce(sum(amount_cents), 0) FROM creator_payouts p
                 WHERE p.creator_id = c.id AND p.status <> 'failed') AS amount_cents,
              'due' AS status, NULL AS failure_reason, a.held, a.hold_reason, a.account_id, a.payouts_enabled,
              NULL::timestamptz AS created_at
            FROM creators c LEFT JOIN creator_payout_accounts a ON a.creator_id = c.id
            WHERE EXISTS (SELECT 1 FROM creator_earnings e WHERE e.creator_id = c.id)
          ) d WHERE amount_cents >= ${minimumPayoutCents} ORDER BY amount_cents DESC, creator_id LIMIT 200`,
        )
      : await queryRows<Row>(
          db,
          sql`
          SELECT p.creator_id, c.display_name, c.handle, p.id AS payout_id, p.amount_cents, p.status,
            p.failure_reason, a.held, a.hold_reason, a.account_id, a.payouts_enabled, p.created_at
          FROM creator_payouts p
          JOIN creators c ON c.id = p.creator_id
          LEFT JOIN creator_payout_accounts a ON a.creator_id = p.creator_id
          WHERE p.status = ${query.status}
          ORDER BY p.created_at DESC, p.id LIMIT 200`,
        )
  return rows.map((r) => ({
    creatorId: r.creator_id,
    creatorName: r.display_name,
    handle: r.handle,
    payoutId: r.payout_id,
    amountCents: Number(r.amount_cents),
    status: r.status,
    failureReason: r.failure_reason,
    held: r.held ?? false,
    holdReason: r.hold_reason,
    accountStatus: !r.account_id ? 'none' : r.payouts_enabled ? 'active' : 'incomplete',
    createdAt: r.created_at ? new Date(r.created_at).toISOString() : null,
  }))
}
