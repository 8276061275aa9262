import type { ReactNode } from 'react'
import { SelectField } from '../../../../components/form-field.tsx'

/** A labelled drop-down over a fixed list of values, each shown with its own words. */
export function ChoiceField<V extends string>({
  id,
  label,
  hint,
  value,
  choices,
  onChange,
}: {
  id: string
  label: string
  hint?: ReactNode
  value: V
  choices: readonly { value: V; label: string }[]
  onChange: (value: V) => void
}) {
  return (
    <SelectField
      id={id}
      label={label}
      hint={hint}
      value={value}
      onChange={(e) => onChange(e.target.value as V)}
    >
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </SelectField>
  )
}
