import type { PublicTemplate } from '../../../shared/catalog/public-template.ts'
import type { RingData } from './components/stat-ring.tsx'

const ringSubLabels = {
  Depth: 'depth of analysis',
  Accuracy: 'tailored accuracy',
  Speed: 'speed to results',
  Success: 'success focus',
} as const

/** The three stat rings of a detail page, only from figures the template really has. */
export function detailRings(t: Pick<PublicTemplate, 'questionCount' | 'detail'>): RingData[] {
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
      subLabel: 'to complete',
      color: '#0d9488',
      delayMs: 150,
    })
  if (t.detail?.ring)
    rings.push({
      value: t.detail.ring.percent,
      maxValue: 100,
      display: `${t.detail.ring.percent}%`,
      label: t.detail.ring.label,
      subLabel: ringSubLabels[t.detail.ring.label] ?? '',
      color: '#c2410c',
      delayMs: 300,
    })
  return rings
}
