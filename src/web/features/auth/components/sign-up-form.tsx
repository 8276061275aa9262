import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/form-field.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { paths } from '../../../config/paths.ts'
import { signUpSchema } from '../../../../shared/auth/sign-up-schema.ts'
import { authMessages } from '../../../../shared/auth/auth-messages.ts'
import { useSignUp } from '../api/sign-up.ts'
import { useCheckedForm } from '../hooks/use-checked-form.ts'
import { clearWheelClaim, readWheelClaim } from '../lib/wheel-claim.ts'

type Field = 'name' | 'email' | 'phoneNumber' | 'password' | 'referralCode'

/** The /signup form: spec 5 rules checked here with the server's own schema, spec 8 answers shown per field. */
export function SignUpForm({ referralCode = '', returnTo }: { referralCode?: string; returnTo?: string }) {
  const navigate = useNavigate()
  const signUp = useSignUp()
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({})
  const { formRef, bind, handleSubmit } = useCheckedForm(
    signUpSchema,
    {
      name: '',
      email: '',
      phoneNumber: '',
      password: '',
      referralCode: referralCode.toUpperCase().slice(0, 12),
    },
    (f: Field) => setServerErrors((s) => ({ ...s, [f]: undefined })),
  )
  const field = (f: Field) => bind(f, serverErrors[f])

  const onSubmit = handleSubmit(signUp.isPending, (input) => {
    const wheelClaim = readWheelClaim()
    signUp.mutate(
      { ...input, wheelClaim, returnTo },
      {
        onSuccess: (res) => {
          if (wheelClaim) {
            clearWheelClaim()
            const wheel = (res as { wheel?: { credits: number } }).wheel
            if (!wheel || wheel.credits === 0)
              toast(authMessages.accountCreated, { description: authMessages.wheelCreditsLater })
          }
          navigate(paths.login({ next: returnTo }), { state: { confirmEmail: input.email } })
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
  })

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={signUp.isPending}>
      <TextField label="Full Name" autoComplete="name" required {...field('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...field('email')}
      />
      <TextField label="Phone Number" type="tel" autoComplete="tel" required {...field('phoneNumber')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with upper and lower case letters, a number and a special character."
        required
        {...field('password')}
      />
      <TextField
        label={
          <>
            Referral Code <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="uppercase"
        {...field('referralCode')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={paths.login({ next: returnTo })} className="font-medium text-brand-700 hover:underline">
          Sign In
        </Link>
      </p>
    </form>
  )
}
