import { useId, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { Eye, EyeOff } from 'lucide-react'
import { cn } from '../lib/cn.ts'
import { FieldError, Input, Label } from './ui/input.tsx'
import { NativeSelect } from './ui/native-select.tsx'
import { Textarea } from './ui/textarea.tsx'

/** What a field hands its control: the id its label points at, and the error and hint to announce. */
export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }

type FieldProps = {
  label: ReactNode
  /** A fixed id for the control; one is made up when not given. */
  id?: string
  hint?: ReactNode
  error?: string | null
  /** Classes for the wrapper (the control takes `className`). */
  fieldClassName?: string
}

/** A label above its control, with a hint below it (while there is no error) and the announced error. */
export function FormField({
  label,
  id,
  hint,
  error,
  fieldClassName,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const generated = useId()
  const controlId = id ?? generated
  const showHint = Boolean(hint) && !error
  const describedBy = [error ? `${controlId}-error` : null, showHint ? `${controlId}-hint` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={cn('space-y-1.5', fieldClassName)}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {showHint ? (
        <p id={`${controlId}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${controlId}-error`}>{error}</FieldError>
    </div>
  )
}

/** A labelled input; a password can be shown with the eye button. */
export function TextField({
  label,
  id,
  hint,
  error,
  fieldClassName,
  type = 'text',
  className,
  ...props
}: FieldProps & Omit<ComponentProps<'input'>, 'id'>) {
  const [revealed, setRevealed] = useState(false)
  const isPassword = type === 'password'
  return (
    <FormField label={label} id={id} hint={hint} error={error} fieldClassName={fieldClassName}>
      {(control) =>
        isPassword ? (
          <div className="relative">
            <Input
              {...control}
              type={revealed ? 'text' : 'password'}
              className={cn('pr-11', className)}
              {...props}
            />
            <button
              type="button"
              onClick={() => setRevealed((r) => !r)}
              className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-lg text-slate-500 hover:text-slate-800"
              aria-label={revealed ? 'Hide password' : 'Show password'}
              aria-pressed={revealed}
            >
              {revealed ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
            </button>
          </div>
        ) : (
          <Input {...control} type={type} className={className} {...props} />
        )
      }
    </FormField>
  )
}

/** A labelled control of the design system: the control gets the field's id and aria wiring. */
function labelled<P extends object>(Control: ComponentType<P & ControlProps>) {
  return function LabelledControl({ label, id, hint, error, fieldClassName, ...props }: FieldProps & P) {
    return (
      <FormField label={label} id={id} hint={hint} error={error} fieldClassName={fieldClassName}>
        {(control) => <Control {...control} {...(props as P)} />}
      </FormField>
    )
  }
}

/** A labelled textarea. */
export const TextareaField = labelled<Omit<ComponentProps<'textarea'>, 'id'>>(Textarea)

/** A labelled native select; its options are the children. */
export const SelectField = labelled<Omit<ComponentProps<'select'>, 'id'>>(NativeSelect)
