import { useState } from 'react'
import { Link } from 'react-router'
import { CheckCircle2, Clock, XCircle } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { PageSpinner } from '../../../components/ui/spinner.tsx'
import { FieldError } from '../../../components/ui/input.tsx'
import { SelectField, TextareaField, TextField } from '../../../components/form-field.tsx'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useHydrated } from '../../../lib/hydration.ts'
import { useMe } from '../../auth/public.ts'
import {
  creatorApplicationInput,
  creatorCountries,
  creatorLimits,
  type MyCreatorApplication,
} from '../../../../shared/creators/creator.ts'
import { useMyApplication } from '../api/get-my-application.ts'
import { useApplyAsCreator } from '../api/apply-as-creator.ts'

const here = '/prompt-builder'

/** The Prompt Builder's "Become a creator" panel: sign in, apply, or see where the application stands. */
export function CreatorApplication() {
  const hydrated = useHydrated()
  const me = useMe()
  const member = me.data ?? null
  const mine = useMyApplication(Boolean(member))
  if (!hydrated || me.isPending || (member && mine.isPending))
    return <PageSpinner label="Loading your creator application..." />
  if (!member)
    return (
      <Card className="space-y-4 p-6 text-center sm:p-8">
        <p className="text-slate-700">
          Sign in to apply, then come back here to see how your application is doing.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.login({ returnTo: here })}>Sign in to apply</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.signup({ returnTo: here })}>Create an account</Link>
          </Button>
        </div>
      </Card>
    )
  if (mine.isError)
    return <Card className="p-6 text-slate-700">Your application could not be loaded. Please try again.</Card>
  const application = mine.data?.application ?? null
  if (application && application.status !== 'declined') return <ApplicationStatus application={application} />
  return (
    <div className="space-y-4">
      {application ? <ApplicationStatus application={application} /> : null}
      <ApplicationForm previous={application} defaultName={member.fullName} />
    </div>
  )
}

function ApplicationStatus({ application: a }: { application: MyCreatorApplication }) {
  const look = {
    pending: {
      icon: Clock,
      tone: 'text-amber-700',
      title: 'Your application is being reviewed',
      text: `We will e-mail you when a person on our team has decided. You applied as ${a.displayName} (@${a.handle}).`,
    },
    approved: {
      icon: CheckCircle2,
      tone: 'text-emerald-600',
      title: 'You are a PromptMarket creator',
      text: `Your application as ${a.displayName} (@${a.handle}) is approved.`,
    },
    declined: {
      icon: XCircle,
      tone: 'text-rose-600',
      title: 'Your application was declined',
      text: 'You can change it and apply again below.',
    },
    suspended: {
      icon: XCircle,
      tone: 'text-rose-600',
      title: 'Your creator account is suspended',
      text: 'Please contact us if you have questions.',
    },
  }[a.status]
  return (
    <Card
      className="space-y-3 p-6"
      role="status"
      data-testid="creator-application-status"
      data-status={a.status}
    >
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <look.icon className={`size-6 ${look.tone}`} aria-hidden />
        {look.title}
      </h3>
      <p className="text-slate-600">{look.text}</p>
      {a.status === 'declined' && a.decisionReason ? (
        <p className="whitespace-pre-wrap rounded-xl bg-rose-50 p-3 text-sm text-rose-900">
          <strong>Reason:</strong> {a.decisionReason}
        </p>
      ) : null}
      {a.status === 'approved' ? (
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={paths.studio.home()}>Open the studio</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.earnings()}>Your earnings</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.creator(a.handle)}>View your creator page</Link>
          </Button>
        </div>
      ) : null}
    </Card>
  )
}

type Fields = { displayName: string; handle: string; bio: string; country: string; acceptTerms: boolean }
type Errors = Partial<Record<keyof Fields | 'form', string>>

function ApplicationForm({
  previous,
  defaultName,
}: {
  previous: MyCreatorApplication | null
  defaultName: string
}) {
  const [fields, setFields] = useState<Fields>({
    displayName: previous?.displayName ?? defaultName,
    handle: previous?.handle ?? '',
    bio: previous?.bio ?? '',
    country: previous?.country ?? 'AU',
    acceptTerms: false,
  })
  const [errors, setErrors] = useState<Errors>({})
  const apply = useApplyAsCreator()
  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }))
  return (
    <Card className="p-5 sm:p-8">
      <form
        noValidate
        aria-label="Creator application"
        className="space-y-5"
        onSubmit={(e) => {
          e.preventDefault()
          const parsed = creatorApplicationInput.safeParse(fields)
          if (!parsed.success) {
            const next: Errors = {}
            for (const issue of parsed.error.issues) {
              const key = issue.path[0]
              if (typeof key === 'string' && !(key in next)) next[key as keyof Fields] = issue.message
            }
            return setErrors(next)
          }
          setErrors({})
          apply.mutate(
            { ...parsed.data, acceptTerms: true },
            {
              onSuccess: () => toast.success('Application sent'),
              onError: (err) =>
                setErrors(
                  err instanceof ApiError && err.code === 'handle_taken'
                    ? { handle: err.message }
                    : {
                        form:
                          err instanceof ApiError && err.status < 500
                            ? err.message
                            : 'Your application could not be sent. Please try again.',
                      },
                ),
            },
          )
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Display name"
            name="displayName"
            autoComplete="nickname"
            maxLength={creatorLimits.displayName}
            value={fields.displayName}
            onChange={set('displayName')}
            error={errors.displayName}
            hint="Shown on your templates and your creator page."
          />
          <TextField
            label="Handle"
            name="handle"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={creatorLimits.handle.max}
            value={fields.handle}
            onChange={set('handle')}
            error={errors.handle}
            hint={`Your page: /creators/${fields.handle.trim().toLowerCase() || 'your-handle'} (letters, digits and hyphens)`}
          />
        </div>
        <TextareaField
          label="Short bio"
          name="bio"
          rows={3}
          maxLength={creatorLimits.bio}
          value={fields.bio}
          onChange={set('bio')}
          error={errors.bio}
          hint="What you write prompts about, in a sentence or two."
        />
        <SelectField
          label="Country"
          name="country"
          value={fields.country}
          onChange={set('country')}
          error={errors.country}
        >
          {creatorCountries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <div>
          <label className="flex items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              name="acceptTerms"
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
              checked={fields.acceptTerms}
              onChange={(e) => {
                const acceptTerms = e.target.checked
                setFields((f) => ({ ...f, acceptTerms }))
                if (acceptTerms) setErrors(({ acceptTerms: _gone, ...rest }) => rest)
              }}
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
            />
            <span>
              I accept the{' '}
              <Link className="text-brand-700 underline" to={paths.creatorTerms()} target="_blank">
                creator terms
              </Link>
              .
            </span>
          </label>
          {errors.acceptTerms ? <FieldError id="accept-terms-error">{errors.acceptTerms}</FieldError> : null}
        </div>
        {errors.form ? <FieldError>{errors.form}</FieldError> : null}
        <Button type="submit" size="lg" disabled={apply.isPending}>
          {apply.isPending ? 'Sending...' : previous ? 'Apply again' : 'Apply to become a creator'}
        </Button>
      </form>
    </Card>
  )
}
