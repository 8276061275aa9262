import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/form-field.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { paths } from '../../../config/paths.ts'
import { requestPasswordResetSchema } from '../../../../shared/auth/password-reset-schema.ts'
import { useRequestPasswordReset } from '../api/request-password-reset.ts'
import { useCheckedForm } from '../hooks/use-checked-form.ts'

/** The /forgot-password form: the e-mail of the account; the answer is the same whether or not it has one. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestPasswordReset()
  const [failure, setFailure] = useState<string | null>(null)
  const { formRef, bind, handleSubmit } = useCheckedForm(requestPasswordResetSchema, { email: '' }, () =>
    setFailure(null),
  )

  const onSubmit = handleSubmit(request.isPending, (input) =>
    request.mutate(input, {
      onSuccess: () => onSent(input.email),
      onError: (err) =>
        setFailure(
          err instanceof ApiError && err.status < 500
            ? err.message
            : 'We could not send the link just now. Please try again.',
        ),
    }),
  )

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={request.isPending}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        autoFocus
        {...bind('email')}
      />
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending link...' : 'Send Reset Link'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to={paths.login()} className="font-medium text-brand-700 hover:underline">
          Sign In
        </Link>
      </p>
    </form>
  )
}
