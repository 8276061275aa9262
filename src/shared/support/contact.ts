import { z } from 'zod'
import { emailField } from '../auth/account-fields.ts'

// The contact form and the console's answers to it, shared by the page and the server.

export const contactTopics = [
  { value: 'orders', label: 'Orders and payments' },
  { value: 'refunds', label: 'Refunds' },
  { value: 'account', label: 'Account' },
  { value: 'codes', label: 'Gift cards and codes' },
  { value: 'other', label: 'Something else' },
] as const
export type ContactTopic = (typeof contactTopics)[number]['value']
export const contactTopicLabel = (topic: string) =>
  contactTopics.find((t) => t.value === topic)?.label ?? 'Something else'

export const contactLimits = { name: 100, message: { min: 10, max: 5000 }, orderReference: 40, reply: 5000 }

// Control characters (NUL above all) and lone surrogates cannot be stored or mailed: refused with a clear message.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const hasBadCharacters = (s: string) => controlCharacter.test(s) || loneSurrogate.test(s)
const cleanText = (field: string) =>
  z
    .string({ error: `Please enter your ${field}` })
    .refine((s) => !hasBadCharacters(s), `Your ${field} contains characters that are not allowed`)

export const contactMessageInput = z.object({
  name: cleanText('name')
    .trim()
    .min(1, 'Please enter your name')
    .max(contactLimits.name, `Name must be at most ${contactLimits.name} characters`)
    .refine((s) => !/[\r\n]/.test(s), 'Your name contains characters that are not allowed'),
  email: emailField.refine((s) => !hasBadCharacters(s), 'Please enter a valid email address'),
  topic: z.enum(contactTopics.map((t) => t.value) as [ContactTopic, ...ContactTopic[]], {
    message: 'Please choose a topic',
  }),
  message: cleanText('message')
    .trim()
    .min(contactLimits.message.min, `Message must be at least ${contactLimits.message.min} characters`)
    .max(contactLimits.message.max, `Message must be at most ${contactLimits.message.max} characters`),
  /** A member's own order (the server checks it is theirs). */
  orderId: z.uuid({ message: 'Please choose one of your orders' }).optional(),
  /** A visitor's order reference, as they have it. */
  orderReference: cleanText('order reference')
    .trim()
    .max(
      contactLimits.orderReference,
      `Order reference must be at most ${contactLimits.orderReference} characters`,
    )
    .optional(),
  /** The honeypot: hidden from people and screen readers; only robots fill it in. */
  website: z.string().max(1000).optional(),
})
export type ContactMessageInput = z.input<typeof contactMessageInput>

export const contactStatuses = ['open', 'closed'] as const
export type ContactStatus = (typeof contactStatuses)[number]

export const listContactMessagesQuery = z.object({
  status: z.enum(contactStatuses, { message: 'Status must be open or closed' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})

export const setContactStatusInput = z.object({
  status: z.enum(contactStatuses, { message: 'Status must be open or closed' }),
})

export const contactReplyInput = z.object({
  body: cleanText('reply')
    .trim()
    .min(1, 'Please write a reply')
    .max(contactLimits.reply, `The reply must be at most ${contactLimits.reply} characters`),
})

export type ContactReply = { id: string; body: string; adminEmail: string | null; createdAt: string }

export type ContactMessageItem = {
  id: string
  userId: string | null
  name: string
  email: string
  topic: ContactTopic
  topicLabel: string
  message: string
  orderId: string | null
  orderNumber: string | null
  orderReference: string | null
  status: ContactStatus
  createdAt: string
  closedAt: string | null
  replies: ContactReply[]
}

/** What the shop tells every visitor about itself (the SELLER_* settings). */
export type SellerInfo = {
  name: string
  abn: string
  address: string
  supportEmail: string | null
  /** True with the local checkout: no money moves. */
  testMode: boolean
}
