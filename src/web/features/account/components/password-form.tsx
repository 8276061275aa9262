import { useState } from 'react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { FieldError, Input, Label } from '../../../components/ui/input.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { changePasswordInput } from '../../../../shared/account/settings.ts'
import { useChangePassword } from '../api/change-password.ts'

/** The current password, then a new one with the sign-up rules; every other device is signed out. */
export function PasswordForm() {
  const [currentPassword, setCurrent] = useState('')
  const [newPassword, setNew] = useState('')
  const [error, setError] = useState<string | null>(null)
  const change = useChangePassword()
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold">Password</h2>
      <p className="mt-1 text-sm text-slate-600">Changing it signs you out on every other device.</p>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault()
          const parsed = changePasswordInput.safeParse({ currentPassword, newPassword })
          if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form')
          setError(null)
          change.mutate(parsed.data, {
            onSuccess: () => {
              setCurrent('')
              setNew('')
              toast.success('Password changed', { description: 'Other devices have been signed out.' })
            },
            onError: (err) =>
              setError(
                err instanceof ApiError ? err.message : 'Could not change your password. Please try again.',
              ),
          })
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor="current-password">Current password</Label>
          <Input
            id="current-password"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="new-password">New password</Label>
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNew(e.target.value)}
          />
          <p className="text-xs text-slate-500">
            At least 8 characters with upper and lower case letters, a number and a special character.
          </p>
        </div>
        <FieldError>{error}</FieldError>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </Card>
  )
}
