import { Gift, Loader2 } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import type { CreditPackage } from '../../../../shared/credits/packages.ts'
import { usePurchaseGiftCard } from '../api/purchase-gift-card.ts'

/** Get Credits' buy-as-gift option for one package: pays for a gift code instead of credits for oneself. */
export function GiftCardButton({ pkg, disabled }: { pkg: CreditPackage; disabled?: boolean }) {
  const purchase = usePurchaseGiftCard()
  const buy = async () => {
    try {
      const { sessionUrl } = await purchase.mutateAsync({
        packageId: pkg.id,
        credits: pkg.credits,
        priceAud: pkg.priceCents / 100,
      })
      // Same tab, like every checkout here (docs/deviations.md): the success page then runs where the buyer looks.
      window.location.assign(sessionUrl)
    } catch (err) {
      console.error('Gift card checkout failed', err)
      toast.error('Payment Error', { description: 'Failed to create gift card purchase. Please try again.' })
    }
  }
  return (
    <Button
      variant="ghost"
      className="w-full"
      onClick={buy}
      disabled={disabled || purchase.isPending}
      aria-label={`Buy ${pkg.name} as a gift: ${pkg.credits} credits`}
    >
      {purchase.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Gift aria-hidden />}
      Buy as Gift
    </Button>
  )
}
