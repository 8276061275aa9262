import { useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { paths } from '../../../config/paths.ts'
import { signUpSchema } from '../../../../shared/auth/sign-up-schema.ts'
import { fieldErrors } from '../../../../shared/auth/field-errors.ts'
import { authMessages } from '../../../../shared/auth/auth-messages.ts'
import { useSignUp } from '../api/sign-up.ts'
import { clearWheelClaim, readWheelClaim } from '../lib/wheel-claim.ts'
import { TextField } from './text-field.tsx'

type Field = 'name' | 'email' | 'phoneNumber' | 'password' | 'referralCode'
const fields: Field[] = ['name', 'email', 'phoneNumber', 'password', 'referralCode']

/** The /signup form: spec 5 rules checked here with the server's own schema, spec 8 answers shown per field. */
export function SignUpForm({ referralCode = '' }: { referralCode?: string }) {
  const navigate = useNavigate()
  const signUp = useSignUp()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    phoneNumber: '',
    password: '',
    referralCode: referralCode.toUpperCase().slice(0, 12),
  })
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({})

  const parsed = signUpSchema.safeParse(values)
  const localErrors = parsed.success ? {} : fieldErrors(parsed.error)
  const errorOf = (f: Field) => serverErrors[f] ?? (touched[f] ? localErrors[f] : undefined)

  const change = (f: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [f]: e.target.value }))
    setServerErrors((s) => ({ ...s, [f]: undefined }))
  }
  const blur = (f: Field) => () => setTouched((t) => ({ ...t, [f]: true }))

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (signUp.isPending) return
    setTouched(Object.fromEntries(fields.map((f) => [f, true])))
    if (!parsed.success) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
      )
      return
    }
    const wheelClaim = readWheelClaim()
    signUp.mutate(
      { ...parsed.data, wheelClaim },
      {
        onSuccess: (res) => {
          if (wheelClaim) {
            clearWheelClaim()
            const wheel = (res as { wheel?: { credits: number } }).wheel
            if (!wheel || wheel.credits === 0)
              toast(authMessages.accountCreated, { description: authMessages.wheelCreditsLater })
          }
          navigate(paths.login(), { state: { confirmEmail: parsed.data.email } })
        },
        onError: (err) => {
          if (!(err instanceof ApiError) || err.status >= 500) {
            toast.error(authMessages.signUpFailed)
            return
          }
          if (err.code === 'email_taken') setServerErrors({ email: err.message })
          else if (err.code === 'phone_taken') setServerErrors({ phoneNumber: err.message })
          else if (err.code === 'weak_password') {
            setServerErrors({ password: err.message })
            toast.error(authMessages.weakPassword, { description: err.message })
            return
          }
          toast.error(err.message)
        },
      },
    )
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={signUp.isPending}>
      <TextField
        label="Full Name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={change('name')}
        onBlur={blur('name')}
        error={errorOf('name')}
        required
      />
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
        label="Phone Number"
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        value={values.phoneNumber}
        onChange={change('phoneNumber')}
        onBlur={blur('phoneNumber')}
        error={errorOf('phoneNumber')}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={change('password')}
        onBlur={blur('password')}
        error={errorOf('password')}
        hint="At least 8 characters, with upper and lower case letters, a number and a special character."
        required
      />
      <TextField
        label={
          <>
            Referral Code <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
        name="referralCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={values.referralCode}
        onChange={change('referralCode')}
        onBlur={blur('referralCode')}
        error={errorOf('referralCode')}
        className="uppercase"
      />
      <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={paths.login()} className="font-medium text-brand-700 hover:underline">
          Sign In
        </Link>
      </p>
    </form>
  )
}
