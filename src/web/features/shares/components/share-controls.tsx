import { useId, useState, type FormEvent } from 'react'
import { Link2, Loader2, Share2, UserRound, X } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { CopyButton } from '../../../components/ui/copy-button.tsx'
import { FieldError, Input, Label } from '../../../components/ui/input.tsx'
import { NativeSelect } from '../../../components/ui/native-select.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { toastError } from '../../../lib/toast-error.ts'
import { shareByEmailInput, shareLinkExpiryDays } from '../../../../shared/shares/share-input.ts'
import type { ShareLinkSummary } from '../../../../shared/shares/shared-customization.ts'
import { useShareAccess } from '../api/get-share-access.ts'
import { useShareCustomization } from '../api/share-customization.ts'
import { useRevokeShare } from '../api/revoke-share.ts'
import { useCreateShareLink } from '../api/create-share-link.ts'
import { useRevokeShareLink } from '../api/revoke-share-link.ts'
import { formatShareDate } from './share-date.ts'

/** What the share dialog holds: members by e-mail and read-only links (loaded when the dialog first opens). */
export function ShareControls({ customizationId }: { customizationId: string }) {
  const access = useShareAccess(customizationId)
  return (
    <div className="space-y-8">
      <section aria-labelledby={`${customizationId}-people`} className="space-y-4">
        <h3 id={`${customizationId}-people`} className="font-semibold text-slate-900">
          Share with a team member
        </h3>
        <ShareByEmailForm customizationId={customizationId} />
        {access.isPending ? (
          <div className="h-10 animate-pulse rounded-lg bg-slate-100" aria-hidden />
        ) : access.isError ? (
          <p className="text-sm text-red-600">Could not load who has access. Close and try again.</p>
        ) : (
          <PeopleWithAccess customizationId={customizationId} shares={access.data.shares} />
        )}
      </section>
      <section
        aria-labelledby={`${customizationId}-links`}
        className="space-y-4 border-t border-slate-200 pt-6"
      >
        <div>
          <h3 id={`${customizationId}-links`} className="font-semibold text-slate-900">
            Share link
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            Anyone signed in to PromptMarket with the link can view the prompt, its title and summary.
          </p>
        </div>
        <CreateLinkForm customizationId={customizationId} links={access.data?.links} />
        {access.data ? <LiveLinks customizationId={customizationId} links={access.data.links} /> : null}
      </section>
    </div>
  )
}

function ShareByEmailForm({ customizationId }: { customizationId: string }) {
  const share = useShareCustomization(customizationId)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = shareByEmailInput.safeParse({ email })
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address')
    setError(null)
    share.mutate(parsed.data.email, {
      onSuccess: (res) => {
        setEmail('')
        toast.success(
          res.created ? `Shared with ${res.share.email}` : `Already shared with ${res.share.email}`,
          {
            description: res.created ? 'We have e-mailed them.' : undefined,
          },
        )
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status < 500 && err.status !== 429) setError(err.message)
        else toastError(err, 'Could not share', 'Please try again.')
      },
    })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-1.5">
      <Label htmlFor={`${id}-email`}>E-mail address</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="teammate@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        <Button type="submit" disabled={share.isPending} className="sm:w-28">
          {share.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Share2 aria-hidden />}
          Share
        </Button>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        We e-mail them. No account yet? It waits for them until they sign up with this address.
      </p>
    </form>
  )
}

function PeopleWithAccess({
  customizationId,
  shares,
}: {
  customizationId: string
  shares: { id: string; email: string; sharedAt: string }[]
}) {
  const revoke = useRevokeShare(customizationId)
  if (!shares.length) return <p className="text-sm text-slate-600">Only you can see this customization.</p>
  return (
    <div>
      <h4 className="text-sm font-medium text-slate-700">People with access</h4>
      <ul
        className="mt-2 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
        data-testid="share-access"
      >
        {shares.map((s) => (
          <li key={s.id} className="flex items-center gap-3 px-3 py-2">
            <UserRound className="size-4 shrink-0 text-slate-400" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm text-slate-900">{s.email}</p>
              <p className="text-xs text-slate-500">Shared {formatShareDate(s.sharedAt)}</p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              disabled={revoke.isPending && revoke.variables === s.id}
              onClick={() =>
                revoke.mutate(s.id, {
                  onSuccess: () => toast.success('Access revoked', { description: s.email }),
                  onError: (err) => toastError(err, 'Could not revoke access', 'Please try again.'),
                })
              }
            >
              <X aria-hidden />
              Revoke<span className="sr-only"> access for {s.email}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}

const expiryLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`)

function CreateLinkForm({ customizationId, links }: { customizationId: string; links?: ShareLinkSummary[] }) {
  const create = useCreateShareLink(customizationId)
  const [expiry, setExpiry] = useState('never')
  const [created, setCreated] = useState<{ id: string; url: string } | null>(null)
  const id = useId()
  // Once revoked, the new link's address is no use: stop showing it.
  const url = created && (!links || links.some((l) => l.id === created.id)) ? created.url : null

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const expiresInDays = expiry === 'never' ? null : (Number(expiry) as (typeof shareLinkExpiryDays)[number])
    create.mutate(
      { expiresInDays },
      {
        onSuccess: (res) => setCreated({ id: res.link.id, url: res.link.url }),
        onError: (err) => toastError(err, 'Could not create the link', 'Please try again.'),
      },
    )
  }

  return (
    <div className="space-y-3">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor={`${id}-expiry`}>Link expires</Label>
          <NativeSelect id={`${id}-expiry`} value={expiry} onChange={(e) => setExpiry(e.target.value)}>
            <option value="never">Never (until revoked)</option>
            {shareLinkExpiryDays.map((d) => (
              <option key={d} value={String(d)}>
                After {expiryLabel(d)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="secondary" disabled={create.isPending}>
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Link2 aria-hidden />}
          Create link
        </Button>
      </form>
      {url ? (
        <div className="space-y-1.5 rounded-xl bg-emerald-50 p-3 ring-1 ring-emerald-200">
          <Label htmlFor={`${id}-url`}>Your new link</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-url`}
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              data-testid="new-share-link"
            />
            <CopyButton value={url} label="Copy link" />
          </div>
          <p className="text-xs text-emerald-800">
            Copy it now: we keep only a fingerprint of it, so it cannot be shown again.
          </p>
        </div>
      ) : null}
    </div>
  )
}

function LiveLinks({ customizationId, links }: { customizationId: string; links: ShareLinkSummary[] }) {
  const revoke = useRevokeShareLink(customizationId)
  if (!links.length) return null
  return (
    <div>
      <h4 className="text-sm font-medium text-slate-700">Links</h4>
      <ul
        className="mt-2 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
        data-testid="share-links"
      >
        {links.map((l) => (
          <li key={l.id} className="flex items-center gap-3 px-3 py-2">
            <Link2 className="size-4 shrink-0 text-slate-400" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="text-sm text-slate-900">Link created {formatShareDate(l.createdAt)}</p>
              <p className={l.status === 'expired' ? 'text-xs text-amber-700' : 'text-xs text-slate-500'}>
                {l.status === 'expired'
                  ? 'Expired'
                  : l.expiresAt
                    ? `Expires ${formatShareDate(l.expiresAt)}`
                    : 'Never expires'}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              disabled={revoke.isPending && revoke.variables === l.id}
              onClick={() =>
                revoke.mutate(l.id, {
                  onSuccess: () => toast.success('Link revoked'),
                  onError: (err) => toastError(err, 'Could not revoke the link', 'Please try again.'),
                })
              }
            >
              <X aria-hidden />
              Revoke<span className="sr-only"> link created {formatShareDate(l.createdAt)}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}
