import { deliveryDateProblem } from '../../../../shared/gifts/gift-calendar.ts'
import { giftRecipientSchema, type GiftRecipient } from '../../../../shared/gifts/gift-recipient.ts'
import type { RecipientDraft, RecipientErrors } from '../components/gift-recipient-fields.tsx'

/** The server's own rules, checked before the request: the recipient, or each field's message. */
export function checkRecipient(
  draft: RecipientDraft,
): { recipient: GiftRecipient; errors: null } | { recipient: null; errors: RecipientErrors } {
  const parsed = giftRecipientSchema.safeParse(draft)
  const errors: RecipientErrors = {}
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof RecipientDraft
      errors[field] ??= issue.message
    }
  const dateProblem = draft.deliverOn ? deliveryDateProblem(draft.deliverOn, new Date()) : null
  if (dateProblem) errors.deliverOn ??= dateProblem
  if (parsed.success && !dateProblem) return { recipient: parsed.data, errors: null }
  return { recipient: null, errors }
}
