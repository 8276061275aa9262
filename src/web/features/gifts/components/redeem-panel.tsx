import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Loader2, TicketCheck } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { Card } from '../../../components/ui/card.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FieldError, Input, Label } from '../../../components/ui/input.tsx'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { useMe } from '../../auth/public.ts'
import {
  invalidCodeMessage,
  invalidCodeTitle,
  redeemCodeBody,
  redeemFailedMessage,
} from '../../../../shared/gifts/redeem-code-body.ts'
import { useRedeemCode } from '../api/redeem-code.ts'

/** Get Credits' redeem-code panel: one box for gift codes and master codes (spec 2, 5, 8). */
export function RedeemPanel() {
  const { data: me, isPending } = useMe()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const redeem = useRedeemCode()
  const inputId = useId()
  const errorId = useId()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const parsed = redeemCodeBody.safeParse({ code })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null)
      return
    }
    setError(null)
    try {
      const { credits } = await redeem.mutateAsync(code)
      toast.success('Code redeemed!', { description: `${credits} credits have been added to your balance.` })
      setCode('')
    } catch (err) {
      if (err instanceof ApiError && err.code === 'invalid_code')
        toast.error(invalidCodeTitle, { description: invalidCodeMessage })
      else if (err instanceof ApiError && err.status === 400) setError(err.message)
      else if (err instanceof ApiError && err.status === 429) toast.error(err.message)
      else toast.error(redeemFailedMessage)
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <TicketCheck aria-hidden className="size-5" />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Redeem a code</h2>
          <p className="text-sm text-slate-600">
            Have a gift code or a master code? Add its credits to your balance.
          </p>
        </div>
      </div>
      {isPending ? (
        <div className="mt-4 h-10 animate-pulse rounded-lg bg-slate-100" aria-hidden />
      ) : !me ? (
        <p className="mt-4 text-sm text-slate-600">
          <Link to={paths.login()} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Sign in
          </Link>{' '}
          to redeem a code.
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 space-y-2">
          <Label htmlFor={inputId}>Gift code or master code</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={inputId}
              value={code}
              onChange={(e) => {
                setCode(e.target.value)
                if (error) setError(null)
              }}
              placeholder="XXXX-XXXX-XXXX-XXXX"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={100}
              className="font-mono uppercase tracking-wider placeholder:normal-case placeholder:tracking-normal"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <Button type="submit" disabled={redeem.isPending} className="sm:w-32">
              {redeem.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
              Redeem
            </Button>
          </div>
          <FieldError id={errorId}>{error}</FieldError>
        </form>
      )}
    </Card>
  )
}
