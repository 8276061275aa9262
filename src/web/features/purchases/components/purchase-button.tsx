import { useEffect, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { Loader2 } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { paymentMessages as m } from '../../../../shared/payments/payment-messages.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { paths } from '../../../config/paths.ts'
import { useMe } from '../../auth/public.ts'
import { usePromptAccess } from '../api/get-prompt-access.ts'
import { PurchaseDialog } from './purchase-dialog.tsx'

/**
 * Spec 2/4: 'Get This Prompt' opens the purchase dialog; 'View Prompt' (to /dashboard) once the member owns it.
 * With no signed-in user it goes to sign-up, which brings the visitor back to this page with `?buy=1` (decision
 * 0030): the dialog then opens by itself. A failed access check counts as no access (spec 8).
 */
export function PurchaseButton({ template }: { template: { id: string; name: string } }) {
  const { data: me, isPending: mePending } = useMe()
  const access = usePromptAccess(template.id, { enabled: Boolean(me) })
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const [params, setParams] = useSearchParams()
  const wantsToBuy = params.get('buy') === '1'
  const common = { size: 'lg', className: 'w-full', 'data-prompt-id': template.id } as const

  // Back from sign-up or sign-in: open the dialog once the offer is known, and drop the flag so a reload or the
  // back button does not open it again.
  useEffect(() => {
    if (!wantsToBuy || !me || !access.data) return
    if (!access.data.owned) setOpen(true)
    setParams(
      (p) => {
        p.delete('buy')
        return p
      },
      { replace: true, preventScrollReset: true },
    )
  }, [wantsToBuy, me, access.data, setParams])

  if (!mePending && !me)
    return (
      <Button asChild {...common}>
        <Link to={paths.signup({ returnTo: paths.buyPrompt(pathname) })}>Get This Prompt</Link>
      </Button>
    )
  if (access.data?.owned)
    return (
      <Button asChild {...common}>
        <Link to={paths.dashboard()}>View Prompt</Link>
      </Button>
    )
  const loading = mePending || access.isPending
  const openDialog = () => {
    if (access.data) return setOpen(true)
    toast.error(m.purchaseFailed.title, { description: m.purchaseFailed.description })
    void access.refetch()
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button {...common} disabled={loading} onClick={openDialog} aria-busy={loading}>
        {loading ? <Loader2 className="animate-spin" aria-hidden /> : null}
        Get This Prompt
      </Button>
      {access.data && me ? (
        <PurchaseDialog offer={access.data} balance={me.balance} onDone={() => setOpen(false)} />
      ) : null}
    </Dialog>
  )
}
