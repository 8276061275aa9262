import { z } from 'zod'

// A gift card's id in a path: anything but a uuid is simply not one of the caller's cards.
export const giftDeliveryParam = z.object({ id: z.uuid({ error: 'Gift card not found' }) })
