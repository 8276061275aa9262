import { z } from 'zod'

export const listAuditQuery = z.object({
  target: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  before: z.iso.datetime({ message: 'before must be a date and time' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})
export type ListAuditQuery = z.infer<typeof listAuditQuery>

export type AuditItem = {
  id: string
  adminId: string
  /** Null when the action came from the command line or the admin's account is gone. */
  adminEmail: string | null
  action: string
  target: string | null
  details: Record<string, unknown>
  createdAt: string
}

/** What each audit action means, for people reading the log. */
export const auditActionLabels: Record<string, string> = {
  'role.grant': 'Admin role granted',
  'role.revoke': 'Admin role removed',
  'template.create': 'Template created',
  'template.update': 'Template saved',
  'balance.adjust': 'Balance adjusted',
  'master-code.create': 'Master code created',
  'master-code.update': 'Master code changed',
  'order.refund': 'Order refunded',
  'refund-request.reject': 'Refund request rejected',
}
