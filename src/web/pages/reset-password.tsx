import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { usePageMeta } from '../lib/page-meta.ts'
import { paths } from '../config/paths.ts'
import { buttonVariants } from '../components/ui/button.tsx'
import { AuthCard } from '../features/auth/components/auth-card.tsx'
import { AuthNotice } from '../features/auth/components/auth-notice.tsx'
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx'
import { passwordResetMessages } from '../../shared/auth/password-reset-schema.ts'

/**
 * Where the mailed link lands, through the server: `?token=` to choose a new password, or `?error=INVALID_TOKEN`
 * when the link was spent or expired.
 */
export default function ResetPasswordPage() {
  usePageMeta('Reset password', 'Choose a new password for your PromptMarket account.')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(
    params.get('error') ? 'invalid' : token ? 'form' : 'invalid',
  )

  if (state === 'done')
    return (
      <AuthCard title="Password changed">
        <AuthNotice icon={<CircleCheck className="size-5" aria-hidden />} tone="info">
          <p className="font-semibold">Your password has been changed.</p>
          <p className="mt-1">
            For your safety every device has been signed out. Sign in with your new password.
          </p>
        </AuthNotice>
        <Link to={paths.login()} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Sign In
        </Link>
      </AuthCard>
    )

  if (state === 'invalid')
    return (
      <AuthCard title="This link did not work">
        <AuthNotice icon={<CircleAlert className="size-5" aria-hidden />} tone="warning">
          {token || params.get('error')
            ? passwordResetMessages.invalidLink
            : passwordResetMessages.incompleteLink}
        </AuthNotice>
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Link
            to={paths.forgotPassword()}
            className={buttonVariants({ size: 'lg', className: 'w-full sm:flex-1' })}
          >
            Ask for a new link
          </Link>
          <Link
            to={paths.login()}
            className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'w-full sm:flex-1' })}
          >
            Back to Sign In
          </Link>
        </div>
      </AuthCard>
    )

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="After this, every device signed in to your account is signed out."
    >
      <ResetPasswordForm
        token={token}
        onDone={() => setState('done')}
        onInvalidLink={() => setState('invalid')}
      />
    </AuthCard>
  )
}
