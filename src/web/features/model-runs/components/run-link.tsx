import { Link } from 'react-router'
import { Play } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { paths } from '../../../config/paths.ts'

/** "Run" on a saved customisation: its run page (models, streaming answers, history). Unsaved: how to get there. */
export function RunLink({
  customizationId,
  title,
  size = 'sm',
}: {
  customizationId: string | null
  title: string
  size?: 'sm' | 'md'
}) {
  if (!customizationId)
    return <p className="self-center text-xs text-slate-500">Save it to run it on an AI model here.</p>
  return (
    <Button asChild variant="secondary" size={size}>
      <Link to={paths.runCustomization(customizationId)}>
        <Play aria-hidden />
        Run<span className="sr-only"> {title} on an AI model</span>
      </Link>
    </Button>
  )
}
