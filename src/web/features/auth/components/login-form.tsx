import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { paths } from '../../../config/paths.ts'
import { loginSchema } from '../../../../shared/auth/login-schema.ts'
import { fieldErrors } from '../../../../shared/auth/field-errors.ts'
import { authMessages } from '../../../../shared/auth/auth-messages.ts'
import { useSignIn } from '../api/sign-in.ts'
import { TextField } from './text-field.tsx'

type Field = 'email' | 'password'

// The server's spec 8 answers; anything else reads 'An error occurred during sign in'.
const knownFailures = new Set([
  'invalid_credentials',
  'email_not_confirmed',
  'too_many_attempts',
  'validation_failed',
])

/** The /login form. On success the member query refreshes and the page sends the member on. */
export function LoginForm({ email = '' }: { email?: string }) {
  const signIn = useSignIn()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Record<Field, string>>({ email, password: '' })
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const [failure, setFailure] = useState<string | null>(null)

  const parsed = loginSchema.safeParse(values)
  const errors = parsed.success ? {} : fieldErrors(parsed.error)
  const errorOf = (f: Field) => (touched[f] ? errors[f] : undefined)
  const change = (f: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [f]: e.target.value }))
    setFailure(null)
  }
  const blur = (f: Field) => () => setTouched((t) => ({ ...t, [f]: true }))

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (signIn.isPending) return
    setTouched({ email: true, password: true })
    if (!parsed.success) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
      )
      return
    }
    signIn.mutate(parsed.data, {
      onSuccess: () => toast.dismiss(),
      onError: (err) => {
        const message =
          err instanceof ApiError && knownFailures.has(err.code) ? err.message : authMessages.signInFailed
        setFailure(message)
        toast.error(message)
      },
    })
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={signIn.isPending}>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={change('email')}
        onBlur={blur('email')}
        error={errorOf('email')}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        onBlur={blur('password')}
        error={errorOf('password')}
        required
      />
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
        <Link to={paths.signup()} className="font-medium text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  )
}
