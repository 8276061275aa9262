import type { ReactNode } from 'react'
import { Card } from '../../../../components/ui/card.tsx'

/** One titled card of the template editor. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </Card>
  )
}
