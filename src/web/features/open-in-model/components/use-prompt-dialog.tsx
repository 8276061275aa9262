import { Sparkles } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx'
import { LazyPromptPanel } from './lazy-prompt-panel.tsx'
import type { PromptPanelContent } from './prompt-panel.tsx'

/** "Use" on a saved customisation: its prompt with copy, exports and the open-in-model buttons. */
export function UsePromptDialog({ content }: { content: PromptPanelContent }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Sparkles aria-hidden />
          Use<span className="sr-only"> {content.title}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={content.title}
        description="Copy it, export it, or open it in an AI model."
        className="max-w-2xl"
      >
        <LazyPromptPanel content={content} />
      </DialogContent>
    </Dialog>
  )
}
