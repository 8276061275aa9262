import { useState } from 'react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FieldError } from '../../../components/ui/input.tsx'
import { TextareaField, TextField } from '../../../components/form-field.tsx'
import { toastError } from '../../../lib/toast-error.ts'
import { adjustBalanceInput } from '../../../../shared/admin/users.ts'
import { useAdjustBalance } from '../api/adjust-balance.ts'

/** Adds or takes credits with a required reason; one adjustment id per filled-in form, so a double submit counts once. */
export function AdjustBalanceForm({ userId, balance }: { userId: string; balance: number }) {
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [adjustmentId, setAdjustmentId] = useState(() => crypto.randomUUID())
  const [error, setError] = useState<string | null>(null)
  const adjust = useAdjustBalance(userId)

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault()
        const parsed = adjustBalanceInput.safeParse({
          adjustmentId,
          amount: amount.trim() || Number.NaN,
          reason,
        })
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form')
        setError(null)
        adjust.mutate(parsed.data, {
          onSuccess: (r) => {
            toast.success('Balance adjusted', { description: `The balance is now ${r.balance} credits.` })
            setAmount('')
            setReason('')
            setAdjustmentId(crypto.randomUUID())
          },
          onError: (err) => toastError(err, 'Could not adjust the balance'),
        })
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[10rem_1fr]">
        <TextField
          id="adjust-amount"
          label="Credits (+ or −)"
          inputMode="numeric"
          placeholder="e.g. 4 or -2"
          value={amount}
          aria-describedby="adjust-help"
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextareaField
          id="adjust-reason"
          label="Reason (required)"
          className="min-h-10"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <p id="adjust-help" className="text-xs text-slate-500">
        Current balance {balance}. The reason goes into the member's ledger and the audit log; a balance never
        goes below zero.
      </p>
      <FieldError>{error}</FieldError>
      <Button type="submit" disabled={adjust.isPending}>
        {adjust.isPending ? 'Saving...' : 'Adjust balance'}
      </Button>
    </form>
  )
}
