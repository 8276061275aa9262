import { Plus, Trash2 } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Input, Label } from '../../../components/ui/input.tsx'
import { Textarea } from '../../../components/ui/textarea.tsx'
import { newKey, type TitledDraft } from '../lib/template-form.ts'

/** A list of title + description items (features, how-it-works steps) with add and remove. */
export function TitledListEditor({
  legend,
  itemName,
  items,
  onChange,
}: {
  legend: string
  itemName: string
  items: TitledDraft[]
  onChange: (items: TitledDraft[]) => void
}) {
  const update = (key: string, patch: Partial<TitledDraft>) =>
    onChange(items.map((i) => (i.key === key ? { ...i, ...patch } : i)))
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      {items.map((item, index) => (
        <div
          key={item.key}
          className="grid grid-cols-1 gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_2fr_auto]"
        >
          <div className="space-y-1">
            <Label htmlFor={`${item.key}-title`} className="text-xs">
              {itemName} {index + 1} title
            </Label>
            <Input
              id={`${item.key}-title`}
              value={item.title}
              onChange={(e) => update(item.key, { title: e.target.value })}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${item.key}-description`} className="text-xs">
              {itemName} {index + 1} description
            </Label>
            <Textarea
              id={`${item.key}-description`}
              className="min-h-10"
              value={item.description}
              onChange={(e) => update(item.key, { description: e.target.value })}
            />
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="self-end text-red-700 hover:bg-red-50"
            aria-label={`Remove ${itemName.toLowerCase()} ${index + 1}`}
            onClick={() => onChange(items.filter((i) => i.key !== item.key))}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() => onChange([...items, { key: newKey(), title: '', description: '' }])}
      >
        <Plus aria-hidden /> Add {itemName.toLowerCase()}
      </Button>
    </fieldset>
  )
}
