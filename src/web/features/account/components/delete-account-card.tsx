import { useState } from 'react'
import { keepSuccessToastForReload } from '../../../lib/toast-after-reload.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx'
import { FieldError, Input, Label } from '../../../components/ui/input.tsx'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { deleteAccountInput } from '../../../../shared/account/settings.ts'
import { useDeleteAccount } from '../api/delete-account.ts'

/** What deleting does, said once for the card and the dialog (decision 0015). */
function Consequences({ balance }: { balance: number }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
      <li>You are signed out everywhere and can no longer sign in to this account.</li>
      <li>Your name, e-mail address, phone number, saved prompts, shares and ratings are deleted.</li>
      <li>
        {balance > 0
          ? `Your ${balance} remaining credit${balance === 1 ? '' : 's'} and your library are lost.`
          : 'Your library of prompts is lost.'}
      </li>
      <li>
        We keep anonymous records of your orders, receipts and credit history, as the law requires for
        accounting.
      </li>
      <li>You can sign up again with the same e-mail address later, as a new account.</li>
    </ul>
  )
}

export function DeleteAccountCard({ balance }: { balance: number }) {
  const [open, setOpen] = useState(false)
  const [currentPassword, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const remove = useDeleteAccount({
    // The home page loaded afresh, as after sign-out: nothing cached for the member survives, and the protected
    // page cannot send them to /login on the way out (the ended session also closes their event stream).
    onDeleted: () => {
      keepSuccessToastForReload({
        title: 'Your account has been deleted',
        description: 'You have been signed out. We have e-mailed you a confirmation.',
      })
      window.location.replace(paths.home())
    },
  })
  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) {
      setPassword('')
      setError(null)
    }
  }

  return (
    <Card className="p-5 ring-red-200 sm:p-6">
      <h2 className="text-lg font-semibold text-red-800">Delete account</h2>
      <p className="mt-1 text-sm text-slate-600">This cannot be undone.</p>
      <div className="mt-3">
        <Consequences balance={balance} />
      </div>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button variant="destructive" className="mt-4">
            Delete my account
          </Button>
        </DialogTrigger>
        <DialogContent
          title="Delete your account?"
          description="Enter your password to confirm. This cannot be undone."
        >
          <form
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault()
              const parsed = deleteAccountInput.safeParse({ currentPassword })
              if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form')
              setError(null)
              remove.mutate(parsed.data, {
                onError: (err) =>
                  setError(
                    err instanceof ApiError
                      ? err.message
                      : 'Could not delete your account. Please try again.',
                  ),
              })
            }}
          >
            <Consequences balance={balance} />
            <div className="space-y-1.5">
              <Label htmlFor="delete-password">Password</Label>
              <Input
                id="delete-password"
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                aria-describedby={error ? 'delete-error' : undefined}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
            <FieldError id="delete-error">{error}</FieldError>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button type="button" variant="secondary">
                  Keep my account
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? 'Deleting...' : 'Delete my account for good'}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  )
}
