import { useRef, useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { fieldErrors } from '../../../../shared/auth/field-errors.ts'

/**
 * The state of a form checked with the server's own zod schema: a field shows its error once left (or once
 * the form is submitted), and a submit that does not pass focuses the first field in error.
 */
export function useCheckedForm<F extends string, S extends z.ZodType>(
  schema: S,
  initial: Record<F, string>,
  onEdit: (field: F) => void,
) {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({})
  const parsed = schema.safeParse(values)
  const errors: Partial<Record<string, string>> = parsed.success ? {} : fieldErrors(parsed.error)

  /** The props of a TextField bound to `field`; an error from the server wins over the local one. */
  const bind = (field: F, serverError?: string) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }))
      onEdit(field)
    },
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
    error: serverError ?? (touched[field] ? errors[field] : undefined),
  })

  /**
   * The form's submit handler: every field shows its error and the first one in error gets the focus, or,
   * when the values pass, `send` gets them parsed. Nothing happens while a previous send is pending.
   */
  const handleSubmit = (pending: boolean, send: (input: z.output<S>) => void) => (e: FormEvent) => {
    e.preventDefault()
    if (pending) return
    setTouched(Object.fromEntries(Object.keys(values).map((f) => [f, true])) as Record<F, boolean>)
    if (parsed.success) return send(parsed.data)
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
    )
  }

  return { formRef, bind, handleSubmit }
}
