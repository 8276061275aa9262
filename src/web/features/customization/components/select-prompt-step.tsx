import { Link } from 'react-router'
import { ArrowLeft, ArrowRight, BookOpen } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Badge } from '../../../components/ui/badge.tsx'
import { paths } from '../../../config/paths.ts'
import { cn } from '../../../lib/cn.ts'
import { tierLabel } from '../../../../shared/catalog/tiers.ts'
import type { LibraryItem } from '../../../../shared/library/library-item.ts'
import { UpdateBadge } from '../../library/public.ts'
import { StepActions } from './step-actions.tsx'

/** Step 2: one of the member's own prompts; 'Customize Prompt' stays disabled until one is chosen. */
export function SelectPromptStep({
  items,
  selectedId,
  onSelect,
  onBack,
  onContinue,
}: {
  items: LibraryItem[]
  selectedId: string | null
  onSelect: (item: LibraryItem) => void
  onBack: () => void
  onContinue: () => void
}) {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold">Select Prompt</h2>
        <p className="mt-1 text-sm text-slate-600">Choose one of your prompts to personalise.</p>
      </div>
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="font-medium">You haven't purchased any prompts yet.</p>
          <Button asChild className="mt-4">
            <Link to={paths.browse()}>Browse Prompts</Link>
          </Button>
        </div>
      ) : (
        <fieldset>
          <legend className="sr-only">Your prompts</legend>
          <div className="grid gap-3 p-1 sm:grid-cols-2">
            {items.map((item) => {
              const selected = item.promptId === selectedId
              return (
                <label
                  key={item.promptId}
                  className={cn(
                    'flex cursor-pointer flex-col gap-1 rounded-xl bg-white p-4 ring-1 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                    selected ? 'ring-2 ring-brand-600' : 'ring-slate-200 hover:ring-slate-300',
                  )}
                >
                  <input
                    type="radio"
                    name="prompt"
                    value={item.promptId}
                    checked={selected}
                    onChange={() => onSelect(item)}
                    className="sr-only"
                    aria-describedby={`prompt-desc-${item.promptId}`}
                  />
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-semibold text-slate-900">{item.template.name}</span>
                    <Badge className="shrink-0">{tierLabel(item.template.tier)}</Badge>
                  </span>
                  <span id={`prompt-desc-${item.promptId}`} className="line-clamp-2 text-sm text-slate-600">
                    {item.template.description}
                  </span>
                  <span className="mt-1 inline-flex items-center gap-1 text-xs text-slate-500">
                    <BookOpen className="size-3.5" aria-hidden />
                    {item.template.category} · {item.template.questionCount} questions
                  </span>
                  {item.update ? <UpdateBadge className="mt-1 self-start" /> : null}
                </label>
              )
            })}
          </div>
        </fieldset>
      )}
      <StepActions>
        <Button type="button" variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
        <Button type="button" disabled={!selectedId} onClick={onContinue}>
          Customize Prompt
          <ArrowRight aria-hidden />
        </Button>
      </StepActions>
    </div>
  )
}
