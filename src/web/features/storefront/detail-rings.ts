import type { PublicTemplate } from '../../../shared/catalog/public-template.ts'
import type { RingData } from './components/stat-ring.tsx'

/**
 * The stat rings of a detail page, only from facts: the number of questions, the template's own estimate of minutes
 * (labelled as an estimate) and the verified buyers' rating when there is one. The spec's percentage ring
 * ('90% Success') had nothing measured behind it and is not shown (docs/deviations.md).
 */
export function detailRings(t: Pick<PublicTemplate, 'questionCount' | 'detail' | 'rating'>): RingData[] {
  const rings: RingData[] = []
  if (t.questionCount > 0)
    rings.push({
      value: t.questionCount,
      maxValue: Math.max(30, t.questionCount),
      display: String(t.questionCount),
      label: 'Questions',
      subLabel: 'tailored to you',
      color: '#4f46e5',
    })
  if (t.detail?.minutes)
    rings.push({
      value: t.detail.minutes,
      maxValue: Math.max(30, t.detail.minutes),
      display: String(t.detail.minutes),
      label: 'Minutes',
      subLabel: 'our estimate',
      color: '#0d9488',
      delayMs: 150,
    })
  if (t.rating && t.rating.count > 0)
    rings.push({
      value: t.rating.average,
      maxValue: 5,
      display: t.rating.average.toFixed(1),
      label: 'Rating',
      subLabel: `${t.rating.count} verified ${t.rating.count === 1 ? 'buyer' : 'buyers'}`,
      color: '#c2410c',
      delayMs: 300,
    })
  return rings
}
