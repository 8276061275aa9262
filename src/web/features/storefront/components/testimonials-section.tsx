import { useTestimonials } from '../api/get-testimonials.ts'
import { Stars } from './review-list.tsx'

/** Two testimonials, from real reviews by verified buyers only; hidden when there are none. */
export function TestimonialsSection() {
  const { data: testimonials = [] } = useTestimonials(2)
  if (testimonials.length === 0) return null
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <h2 id="testimonials-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        What buyers say
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {testimonials.map((t) => (
          <li key={t.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Stars stars={t.stars} />
            <blockquote className="mt-3 text-slate-700">“{t.text}”</blockquote>
            <p className="mt-3 text-sm font-medium text-slate-900">
              {t.author} <span className="font-normal text-slate-500">· bought {t.promptName}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
