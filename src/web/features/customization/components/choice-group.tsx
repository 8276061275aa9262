import { cn } from '../../../lib/cn.ts'

/** A set of radio buttons drawn as pills: one choice, arrow keys move it, the label is the legend. */
export function ChoiceGroup({
  legend,
  name,
  options,
  value,
  onChange,
  hint,
}: {
  legend: string
  name: string
  options: readonly { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
  hint?: string
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {hint ? <p className="text-sm text-slate-500">{hint}</p> : null}
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'cursor-pointer rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              value === o.value
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
