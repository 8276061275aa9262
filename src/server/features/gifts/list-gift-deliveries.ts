import type { Db } from '../../db/client.ts'
import { deliveryView, giverDeliveries } from './find-gift-delivery.ts'

/** GET /api/gift-deliveries: the caller's gift cards for people with their status (scheduled, sent, redeemed). */
export async function listGiftDeliveries(db: Db, giverId: string) {
  return { items: (await giverDeliveries(db, giverId)).map(deliveryView) }
}
