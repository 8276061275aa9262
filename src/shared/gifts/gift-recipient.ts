import { z } from 'zod'
import { emailField } from '../auth/account-fields.ts'
import { cleanName } from '../auth/account-fields.ts'
import { isCalendarDate } from './gift-calendar.ts'

export const recipientNameMessage = "Please enter the recipient's name (up to 80 characters)"
export const giftMessageMax = 500
export const giftMessageMessage = `Your message can be up to ${giftMessageMax} characters`
export const deliverOnMessage = 'Please choose a delivery date'

const recipientName = z
  .string({ error: recipientNameMessage })
  .transform(cleanName)
  .pipe(z.string().min(1, recipientNameMessage).max(80, recipientNameMessage))

/** Where a gift card goes and when (its date is checked against today on the server: deliveryDateProblem). */
export const giftRecipientSchema = z.object({
  name: recipientName,
  email: emailField,
  message: z.string({ error: giftMessageMessage }).trim().max(giftMessageMax, giftMessageMessage).default(''),
  deliverOn: z.string({ error: deliverOnMessage }).refine(isCalendarDate, deliverOnMessage),
})
export type GiftRecipientInput = z.input<typeof giftRecipientSchema>
export type GiftRecipient = z.output<typeof giftRecipientSchema>

/** PATCH /api/gift-deliveries/:id: a new address or date, only while the card is still scheduled. */
export const changeGiftDeliveryBody = giftRecipientSchema.pick({ name: true, email: true, deliverOn: true })
export type ChangeGiftDeliveryBody = z.output<typeof changeGiftDeliveryBody>

export const giftDeliveryStatuses = ['scheduled', 'sent', 'redeemed', 'refunded'] as const
export type GiftDeliveryStatus = (typeof giftDeliveryStatuses)[number]

/** One card in the giver's list of gifts sent to people. */
export type GiftDeliveryView = {
  id: string
  code: string
  credits: number
  recipientName: string
  recipientEmail: string
  message: string
  deliverOn: string
  status: GiftDeliveryStatus
  sentAt: string | null
  redeemedAt: string | null
  canResend: boolean
}
