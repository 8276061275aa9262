import { Check } from 'lucide-react'
import { cn } from '../../../lib/cn.ts'
import type { Step } from '../hooks/use-wizard-state.ts'

// Spec 2: the tool's four steps.
export const stepNames = [
  'Base AI Preferences',
  'Select Prompt',
  'Prompt Customisation',
  'Generated Prompt',
] as const

export function WizardStepper({ step }: { step: Step }) {
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label="Progress">
      {stepNames.map((name, i) => {
        const n = i + 1
        const done = n < step
        const current = n === step
        return (
          <li key={name} aria-current={current ? 'step' : undefined} className="flex flex-col gap-2">
            <span className={cn('h-1.5 rounded-full', done || current ? 'bg-brand-600' : 'bg-slate-200')} />
            <span className="flex items-center gap-1.5 text-xs font-medium sm:text-sm">
              <span
                className={cn(
                  'grid size-5 shrink-0 place-items-center rounded-full text-[0.7rem]',
                  done
                    ? 'bg-brand-600 text-white'
                    : current
                      ? 'bg-brand-100 text-brand-700'
                      : 'bg-slate-100 text-slate-500',
                )}
                aria-hidden
              >
                {done ? <Check className="size-3" /> : n}
              </span>
              <span className={cn('hidden sm:inline', current ? 'text-slate-900' : 'text-slate-500')}>
                {name}
              </span>
              <span className="sr-only sm:hidden">
                Step {n}: {name}
                {done ? ' (done)' : ''}
              </span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}
