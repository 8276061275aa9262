import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'

/** Testimonials: real written reviews of four or five stars by verified buyers. */
export const testimonialsQuery = (limit = 2) =>
  queryOptions({
    queryKey: ['testimonials', limit],
    queryFn: () => api.testimonials.$get({ query: { limit: String(limit) } }).then(ok),
    select: (data) => data.items,
  })

export const useTestimonials = (limit?: number) => useQuery(testimonialsQuery(limit))
