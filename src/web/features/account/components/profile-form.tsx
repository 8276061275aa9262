import { useState } from 'react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { FieldError, Input, Label } from '../../../components/ui/input.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { profileInput } from '../../../../shared/account/settings.ts'
import { useUpdateProfile } from '../api/update-profile.ts'

/** Name and phone, checked with the sign-up rules before they are sent. */
export function ProfileForm({
  name: initialName,
  phoneNumber,
}: {
  name: string
  phoneNumber: string | null
}) {
  const [name, setName] = useState(initialName)
  const [phone, setPhone] = useState(phoneNumber ?? '')
  const [error, setError] = useState<string | null>(null)
  const update = useUpdateProfile()
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold">Profile</h2>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault()
          const parsed = profileInput.safeParse({ name, phoneNumber: phone })
          if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form')
          setError(null)
          update.mutate(parsed.data, {
            onSuccess: () => toast.success('Profile saved'),
            onError: (err) =>
              setError(err instanceof ApiError ? err.message : 'Could not save. Please try again.'),
          })
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor="profile-name">Full name</Label>
          <Input
            id="profile-name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="profile-phone">Phone number</Label>
          <Input
            id="profile-phone"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </div>
        <FieldError>{error}</FieldError>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save profile'}
        </Button>
      </form>
    </Card>
  )
}
