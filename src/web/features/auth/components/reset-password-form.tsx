import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/form-field.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import {
  passwordResetMessages,
  resetPasswordFormSchema,
} from '../../../../shared/auth/password-reset-schema.ts'
import { useResetPassword } from '../api/reset-password.ts'
import { useCheckedForm } from '../hooks/use-checked-form.ts'

type Field = 'newPassword' | 'confirmPassword'

/**
 * The /reset-password form: the new password (the sign-up rules, checked here with the server's schema) typed
 * twice. A link that turns out spent or expired hands over to the page's "ask for a new one".
 */
export function ResetPasswordForm({
  token,
  onDone,
  onInvalidLink,
}: {
  token: string
  onDone: () => void
  onInvalidLink: () => void
}) {
  const reset = useResetPassword()
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const { formRef, bind, handleSubmit } = useCheckedForm(
    resetPasswordFormSchema,
    { newPassword: '', confirmPassword: '' },
    (f: Field) => {
      setServerErrors((s) => ({ ...s, [f]: undefined }))
      setFailure(null)
    },
  )

  const onSubmit = handleSubmit(reset.isPending, (input) =>
    reset.mutate(
      { token, newPassword: input.newPassword },
      {
        onSuccess: onDone,
        onError: (err) => {
          if (!(err instanceof ApiError) || err.status >= 500) return setFailure(passwordResetMessages.failed)
          if (err.code === 'invalid_token') return onInvalidLink()
          if (err.code === 'weak_password') return setServerErrors({ newPassword: err.message })
          setFailure(err.message)
        },
      },
    ),
  )

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={reset.isPending}>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with upper and lower case letters, a number and a special character."
        required
        autoFocus
        {...bind('newPassword', serverErrors.newPassword)}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        {...bind('confirmPassword', serverErrors.confirmPassword)}
      />
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  )
}
