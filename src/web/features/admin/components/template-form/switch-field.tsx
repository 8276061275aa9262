import type { ReactNode } from 'react'
import { Label } from '../../../../components/ui/input.tsx'
import { Switch } from '../../../../components/ui/switch.tsx'

/** An on/off switch with its label to the right. */
export function SwitchField({
  id,
  label,
  checked,
  onChange,
  className = 'flex items-center gap-3',
}: {
  id: string
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  className?: string
}) {
  return (
    <div className={className}>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  )
}
