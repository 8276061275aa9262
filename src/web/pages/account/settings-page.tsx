import { PageSpinner } from '../../components/ui/spinner.tsx'
import { usePageMeta } from '../../lib/page-meta.ts'
import { useMe } from '../../features/auth/api/get-me.ts'
import { AccountTabs } from '../../features/account/components/account-tabs.tsx'
import { DeleteAccountCard } from '../../features/account/components/delete-account-card.tsx'
import { EmailForm } from '../../features/account/components/email-form.tsx'
import { PasswordForm } from '../../features/account/components/password-form.tsx'
import { ProfileForm } from '../../features/account/components/profile-form.tsx'
import { SessionsList } from '../../features/account/components/sessions-list.tsx'

export default function AccountSettingsPage() {
  usePageMeta('Account settings', 'Your name, phone number, e-mail address, password and devices.')
  const me = useMe()
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">Account settings</h1>
        <AccountTabs />
      </header>
      {me.data ? (
        <div className="grid gap-6 md:grid-cols-2">
          <ProfileForm key={me.data.id} name={me.data.fullName} phoneNumber={me.data.phoneNumber} />
          <EmailForm />
          <PasswordForm />
          <SessionsList />
          <div className="md:col-span-2">
            <DeleteAccountCard balance={me.data.balance} />
          </div>
        </div>
      ) : (
        <PageSpinner />
      )}
    </div>
  )
}
