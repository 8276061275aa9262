import type { ContactStatus } from '../../../../shared/support/contact.ts'
import type { CreatorStatus } from '../../../../shared/creators/creator.ts'
import type { AdminTemplateFilters } from './get-admin-templates.ts'
import type { OrderFilters } from './get-orders.ts'

export type AuditFilters = { action?: string; target?: string }

// The admin console's query keys, in one place: queries and invalidations both build them here. A group's `all`
// is the prefix that invalidates every filtered list in it.
export const adminKeys = {
  all: ['admin'] as const,
  users: (email: string) => ['admin', 'users', email] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  audit: {
    all: ['admin', 'audit'] as const,
    list: (filters: AuditFilters) => ['admin', 'audit', filters] as const,
  },
  orders: {
    all: ['admin', 'orders'] as const,
    list: (filters: OrderFilters) => ['admin', 'orders', filters] as const,
  },
  refundRequests: () => ['admin', 'refund-requests'] as const,
  templates: {
    all: ['admin', 'templates'] as const,
    list: (filters: AdminTemplateFilters) => ['admin', 'templates', filters] as const,
  },
  template: (id: string) => ['admin', 'template', id] as const,
  sampleOutputs: (templateId: string) => ['admin', 'sample-outputs', templateId] as const,
  masterCodes: () => ['admin', 'master-codes'] as const,
  giftCode: (code: string) => ['admin', 'gift-code', code] as const,
  insights: (days: number) => ['admin', 'insights', days] as const,
  contactMessages: {
    all: ['admin', 'contact-messages'] as const,
    list: (status?: ContactStatus) => ['admin', 'contact-messages', status ?? 'all'] as const,
  },
  reviews: {
    all: ['admin', 'reviews'] as const,
    queue: () => ['admin', 'reviews', 'queue'] as const,
    detail: (versionId: string) => ['admin', 'reviews', 'detail', versionId] as const,
  },
  creators: {
    all: ['admin', 'creators'] as const,
    list: (status?: CreatorStatus) => ['admin', 'creators', status ?? 'all'] as const,
  },
}
