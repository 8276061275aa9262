import type { PublicModel } from '../../../../shared/model-runs/ai-models.ts'
import { maxModelsPerRun } from '../../../../shared/model-runs/run-limits.ts'
import { formatPrice } from '../lib/format-run.ts'

/** The models to run on: one, or up to three side by side. */
export function ModelPicker({
  models,
  chosen,
  onChange,
  disabled,
}: {
  models: PublicModel[]
  chosen: string[]
  onChange: (ids: string[]) => void
  disabled: boolean
}) {
  const full = chosen.length >= maxModelsPerRun
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-900">
        Choose a model, or up to {maxModelsPerRun} to compare side by side
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {models.map((m) => {
          const checked = chosen.includes(m.id)
          return (
            <label
              key={m.id}
              className={`flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 transition-colors has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 ${checked ? 'bg-brand-50 ring-brand-300' : 'bg-white ring-slate-200 hover:bg-slate-50'}`}
            >
              <input
                type="checkbox"
                className="mt-1 size-4 accent-brand-600"
                checked={checked}
                disabled={!checked && full}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, m.id] : chosen.filter((id) => id !== m.id))
                }
              />
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{m.label}</span>
                <span className="block text-xs text-slate-600">{formatPrice(m)}</span>
                <span className="block text-xs text-slate-500">
                  Up to {m.maxOutputTokens.toLocaleString('en-AU')} tokens out
                </span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
