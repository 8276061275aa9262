import type { ReactNode } from 'react'
import { Card } from '../../../components/ui/card.tsx'

/** The framed message of the payment pages (success, cancelled, test checkout states). */
export function PaymentResult({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode
  title: string
  children?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 sm:py-24">
      <Card className="p-6 text-center sm:p-8">
        <div className="mx-auto grid size-14 place-items-center rounded-full">{icon}</div>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {children ? <div className="mt-2 text-slate-600">{children}</div> : null}
        {actions ? (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
        ) : null}
      </Card>
    </div>
  )
}
