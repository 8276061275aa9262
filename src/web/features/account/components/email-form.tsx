import { useState } from 'react'
import { MailCheck } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { FieldError, Input, Label } from '../../../components/ui/input.tsx'
import { PageSpinner } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { toastError } from '../../../lib/toast-error.ts'
import { changeEmailInput } from '../../../../shared/account/settings.ts'
import { useEmailChange } from '../api/get-email-change.ts'
import { useCancelEmailChange, useRequestEmailChange } from '../api/request-email-change.ts'
import { formatDateTime } from '../lib/format.ts'

/**
 * The sign-in address. A new one gets a confirmation link; until it is followed the current address stays, and
 * this card says where the link went (it survives a reload: the server keeps the pending change).
 */
export function EmailForm() {
  const status = useEmailChange()
  const request = useRequestEmailChange()
  const cancel = useCancelEmailChange()
  const [newEmail, setNewEmail] = useState('')
  const [currentPassword, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const pending = status.data?.pending ?? null

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold">E-mail address</h2>
      {status.isPending ? (
        <PageSpinner label="Loading your e-mail address..." />
      ) : status.isError ? (
        <p className="mt-2 text-sm text-red-700">Could not load your e-mail address.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            You sign in with{' '}
            <strong className="font-medium text-slate-900 [overflow-wrap:anywhere]">
              {status.data.email}
            </strong>
            .
          </p>
          <div aria-live="polite">
            {pending && (
              <div
                className="mt-4 flex gap-3 rounded-xl bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-brand-100"
                data-testid="email-change-pending"
              >
                <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
                <div className="min-w-0 space-y-2">
                  <p className="font-medium">Check your inbox</p>
                  <p>
                    We sent a confirmation link to{' '}
                    <strong className="[overflow-wrap:anywhere]">{pending.newEmail}</strong>. Open it to
                    finish the change. Until then, keep signing in with your current address. The link works
                    until {formatDateTime(pending.expiresAt)}.
                  </p>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    disabled={cancel.isPending}
                    onClick={() =>
                      cancel.mutate(undefined, {
                        onSuccess: () => toast.success('E-mail change cancelled'),
                        onError: (err) => toastError(err, 'Could not cancel the change'),
                      })
                    }
                  >
                    Cancel change
                  </Button>
                </div>
              </div>
            )}
          </div>
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={(e) => {
              e.preventDefault()
              const parsed = changeEmailInput.safeParse({ newEmail, currentPassword })
              if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form')
              setError(null)
              request.mutate(parsed.data, {
                onSuccess: () => {
                  setNewEmail('')
                  setPassword('')
                  toast.success('Confirmation link sent', {
                    description: `Check the inbox of ${parsed.data.newEmail}.`,
                  })
                },
                onError: (err) =>
                  setError(
                    err instanceof ApiError ? err.message : 'Could not send the link. Please try again.',
                  ),
              })
            }}
          >
            <div className="space-y-1.5">
              <Label htmlFor="new-email">New e-mail address</Label>
              <Input
                id="new-email"
                type="email"
                inputMode="email"
                autoComplete="email"
                value={newEmail}
                aria-describedby={error ? 'email-change-error' : undefined}
                onChange={(e) => setNewEmail(e.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="email-current-password">Your password</Label>
              <Input
                id="email-current-password"
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
            <FieldError id="email-change-error">{error}</FieldError>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? 'Sending...' : pending ? 'Send a new link' : 'Change e-mail'}
            </Button>
          </form>
        </>
      )}
    </Card>
  )
}
