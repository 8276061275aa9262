import { useState } from 'react'
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { paths } from '../../../config/paths.ts'
import { rememberedCategory } from '../remembered-category.ts'

/** Spec 2: 'Back to Category' (browse filtered by the remembered category) if one was remembered, else 'Back to Browse'. */
export function BackLink() {
  const [category] = useState(rememberedCategory)
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to={paths.browse({ category: category ?? undefined })}>
        <ArrowLeft aria-hidden /> {category ? 'Back to Category' : 'Back to Browse'}
      </Link>
    </Button>
  )
}
