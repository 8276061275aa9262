import { useMemo } from 'react'
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { paths } from '../../../config/paths.ts'
import { useHydrated } from '../../../lib/hydration.ts'
import { rememberedCategory } from '../remembered-category.ts'

/** Spec 2: 'Back to Category' (browse filtered by the remembered category) if one was remembered, else 'Back to Browse'. */
export function BackLink() {
  // Read from this tab's storage once the app runs: the server-rendered page cannot know it (lib/hydration.ts).
  const hydrated = useHydrated()
  const category = useMemo(() => (hydrated ? rememberedCategory() : null), [hydrated])
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to={paths.browse({ category: category ?? undefined })}>
        <ArrowLeft aria-hidden /> {category ? 'Back to Category' : 'Back to Browse'}
      </Link>
    </Button>
  )
}
