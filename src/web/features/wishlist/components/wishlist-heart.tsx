import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Heart } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { cn } from '../../../lib/cn.ts'
import { paths } from '../../../config/paths.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { useMe } from '../../auth/public.ts'
import { useWishlist } from '../api/get-wishlist.ts'
import { useToggleWishlist } from '../api/toggle-wishlist.ts'

/**
 * The heart that saves a template for later; drop it into any card or detail page. Members toggle it; a visitor is
 * asked to sign in and comes back to this page afterwards.
 */
export function WishlistHeart({
  templateId,
  templateName,
  className,
  size = 'sm',
}: {
  templateId: string
  templateName: string
  className?: string
  size?: 'sm' | 'lg'
}) {
  const { data: me, isPending: meLoading } = useMe()
  const wishlist = useWishlist({ enabled: Boolean(me) })
  // Until we know who is looking (and what they saved), a tap could ask a member to sign in or undo a save.
  const settling = meLoading || (Boolean(me) && wishlist.isPending)
  const toggle = useToggleWishlist()
  const [askSignIn, setAskSignIn] = useState(false)
  const navigate = useNavigate()
  const location = useLocation()
  const listed = wishlist.data?.items.some((i) => i.templateId === templateId) ?? false
  // While a change is on its way, the heart shows where it is going.
  const wished =
    toggle.isPending && toggle.variables?.templateId === templateId ? toggle.variables.wished : listed

  const onClick = () => {
    if (!me) return setAskSignIn(true)
    toggle.mutate(
      { templateId, wished: !wished },
      {
        onSuccess: (_, v) =>
          toast.success(v.wished ? 'Saved to your wishlist' : 'Removed from your wishlist'),
        onError: (err) =>
          toast.error(
            err instanceof ApiError ? err.message : 'Your wishlist could not be changed. Please try again.',
          ),
      },
    )
  }
  const here = location.pathname + location.search
  return (
    <>
      <button
        type="button"
        onClick={onClick}
        disabled={settling}
        aria-pressed={Boolean(me) && wished}
        aria-label={wished ? `Remove ${templateName} from wishlist` : `Save ${templateName} to wishlist`}
        title={wished ? 'Saved to your wishlist' : 'Save for later'}
        className={cn(
          'inline-grid shrink-0 place-items-center rounded-full text-slate-500 ring-1 ring-slate-200 transition-colors hover:bg-rose-50 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-default disabled:hover:bg-transparent',
          size === 'lg' ? 'size-11' : 'size-9',
          wished && 'bg-rose-50 text-rose-600 ring-rose-200',
          className,
        )}
      >
        <Heart aria-hidden className={cn(size === 'lg' ? 'size-5' : 'size-4', wished && 'fill-current')} />
      </button>
      <Dialog open={askSignIn} onOpenChange={setAskSignIn}>
        <DialogContent
          title="Sign in to save templates"
          description={`Your wishlist keeps ${templateName} and other templates for later. Sign in or create a free account, and we'll bring you back here.`}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">Not now</Button>
            </DialogClose>
            <Button variant="secondary" onClick={() => navigate(paths.signup({ returnTo: here }))}>
              Create account
            </Button>
            <Button onClick={() => navigate(paths.login({ returnTo: here }))}>Sign in</Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  )
}
