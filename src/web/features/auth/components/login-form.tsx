import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/form-field.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { paths } from '../../../config/paths.ts'
import { loginSchema } from '../../../../shared/auth/login-schema.ts'
import { authMessages } from '../../../../shared/auth/auth-messages.ts'
import { useSignIn } from '../api/sign-in.ts'
import { useCheckedForm } from '../hooks/use-checked-form.ts'

// The server's spec 8 answers; anything else reads 'An error occurred during sign in'.
const knownFailures = new Set([
  'invalid_credentials',
  'email_not_confirmed',
  'too_many_attempts',
  'validation_failed',
])

/** The /login form. On success the member query refreshes and the page sends the member on. */
export function LoginForm({ email = '', returnTo = null }: { email?: string; returnTo?: string | null }) {
  const signIn = useSignIn()
  const [failure, setFailure] = useState<string | null>(null)
  const { formRef, bind, handleSubmit } = useCheckedForm(loginSchema, { email, password: '' }, () =>
    setFailure(null),
  )

  const onSubmit = handleSubmit(signIn.isPending, (input) =>
    signIn.mutate(
      { ...input, returnTo: returnTo ?? undefined },
      {
        onSuccess: () => toast.dismiss(),
        onError: (err) => {
          const message =
            err instanceof ApiError && knownFailures.has(err.code) ? err.message : authMessages.signInFailed
          setFailure(message)
          toast.error(message)
        },
      },
    ),
  )

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={signIn.isPending}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...bind('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...bind('password')}
      />
      <p className="-mt-2 text-right text-sm">
        <Link to={paths.forgotPassword()} className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </p>
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        New here?{' '}
        <Link to={paths.signup({ returnTo })} className="font-medium text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  )
}
