import { useState } from 'react'
import { Link } from 'react-router'
import { MailCheck } from 'lucide-react'
import { usePageMeta } from '../lib/page-meta.ts'
import { paths } from '../config/paths.ts'
import { Button, buttonVariants } from '../components/ui/button.tsx'
import { AuthCard } from '../features/auth/components/auth-card.tsx'
import { AuthNotice } from '../features/auth/components/auth-notice.tsx'
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx'
import { passwordResetMessages } from '../../shared/auth/password-reset-schema.ts'

/** Asks for the e-mail of the account and sends a reset link; says the same whether or not the account exists. */
export default function ForgotPasswordPage() {
  usePageMeta('Forgot password', 'Get a link to choose a new password for your PromptMarket account.')
  const [sentTo, setSentTo] = useState<string | null>(null)

  if (sentTo)
    return (
      <AuthCard title="Check your email" subtitle="The link to choose a new password is on its way.">
        <AuthNotice icon={<MailCheck className="size-5" aria-hidden />} tone="info">
          <p className="font-semibold">{passwordResetMessages.requested}</p>
          <p className="mt-1">
            We used <span className="font-medium break-all">{sentTo}</span>. Nothing there after a few
            minutes? Look in your spam folder, or send another link.
          </p>
        </AuthNotice>
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Link to={paths.login()} className={buttonVariants({ size: 'lg', className: 'w-full sm:flex-1' })}>
            Back to Sign In
          </Link>
          <Button variant="secondary" size="lg" className="w-full sm:flex-1" onClick={() => setSentTo(null)}>
            Send another link
          </Button>
        </div>
      </AuthCard>
    )

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new one."
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AuthCard>
  )
}
