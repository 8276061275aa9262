import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { BookOpen, Download, Infinity as InfinityIcon, ShoppingBag, SlidersHorizontal } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import { paths } from '../../../config/paths.ts'
import { cn } from '../../../lib/cn.ts'

// Spec 2 and 4: five steps, index 0 to 4; Previous is disabled at step 0; the last step offers browsing.
export const howItWorksSteps = [
  {
    title: 'Browse & Purchase',
    icon: ShoppingBag,
    text: 'Find a prompt for what you need and buy it once, with credits or a one-time payment in AUD.',
  },
  {
    title: 'Added to Your Library',
    icon: BookOpen,
    text: 'Your prompt appears in My Library straight away, ready whenever you are.',
  },
  {
    title: 'Easy Customization',
    icon: SlidersHorizontal,
    text: 'Set your AI preferences once, then answer the prompt’s questions about your situation.',
  },
  {
    title: 'Save/Edit/Export',
    icon: Download,
    text: 'Save versions, edit them later, copy the prompt or export it to PDF or text, and paste it into any AI model.',
  },
  {
    title: 'Yours for Life',
    icon: InfinityIcon,
    text: 'Every purchase is one-time: come back and customise again whenever your life changes.',
  },
]

export default function HowItWorksDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [index, setIndex] = useState(0)
  const step = howItWorksSteps[index]
  const last = index === howItWorksSteps.length - 1
  const Icon = step.icon
  const forward = useRef<HTMLElement>(null)
  // When the control in focus goes away (Next on the last step) or is disabled (Previous at step 0), keep
  // keyboard users inside the dialog on the way forward.
  useEffect(() => {
    const active = document.activeElement as HTMLButtonElement | null
    if (!active || active === document.body || active.disabled) forward.current?.focus()
  }, [index])
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setIndex(0)
        onOpenChange(next)
      }}
    >
      <DialogContent title="How it works" description={`Step ${index + 1} of ${howItWorksSteps.length}`}>
        <div aria-live="polite" className="min-h-44">
          <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-6" aria-hidden />
          </span>
          <h3 className="mt-4 text-xl font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-2 text-slate-600">{step.text}</p>
        </div>
        <ol className="mt-4 flex justify-center gap-2" aria-label="Progress">
          {howItWorksSteps.map((s, i) => (
            <li
              key={s.title}
              className={cn('h-2 w-8 rounded-full', i <= index ? 'bg-brand-600' : 'bg-slate-200')}
              aria-current={i === index ? 'step' : undefined}
            >
              <span className="sr-only">{s.title}</span>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex justify-between gap-3">
          <Button
            variant="secondary"
            disabled={index === 0}
            onClick={() => setIndex((i) => Math.max(0, i - 1))}
          >
            Previous
          </Button>
          {last ? (
            <Button asChild ref={forward as React.Ref<HTMLButtonElement>}>
              <Link to={paths.browse()} onClick={() => onOpenChange(false)}>
                Browse Prompts
              </Link>
            </Button>
          ) : (
            <Button
              ref={forward as React.Ref<HTMLButtonElement>}
              onClick={() => setIndex((i) => Math.min(howItWorksSteps.length - 1, i + 1))}
            >
              Next
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}
