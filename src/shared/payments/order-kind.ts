// What a checkout pays for. Each kind has one fulfilment on the server and one verify call on the success page.
export const orderKinds = ['credits', 'prompt', 'gift'] as const
export type OrderKind = (typeof orderKinds)[number]

export const orderStatuses = ['pending', 'completed', 'failed', 'expired', 'cancelled', 'refunded'] as const
export type OrderStatus = (typeof orderStatuses)[number]
