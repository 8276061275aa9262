import { z } from 'zod'

/** PUT /api/library/:promptId/rating: 1 to 5 whole stars and an optional review, by a verified buyer. */
export const ratingInput = z.object({
  stars: z
    .number({ message: 'Choose between 1 and 5 stars' })
    .int('Choose between 1 and 5 stars')
    .min(1, 'Choose between 1 and 5 stars')
    .max(5, 'Choose between 1 and 5 stars'),
  review: z
    .string({ message: 'Review must be text' })
    .trim()
    .max(2_000, 'Review must be at most 2000 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
})

export type RatingInput = z.input<typeof ratingInput>
export type MyRating = { stars: number; review: string | null; updatedAt: string }
