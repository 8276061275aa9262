import { FileText } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { CopyButton } from '../../../components/ui/copy-button.tsx'
import { exportMarkdown, exportText } from '../../customization/public.ts'

/** Copy and export of one model's answer. */
export function AnswerActions({
  text,
  title,
  modelLabel,
}: {
  text: string
  title: string
  modelLabel: string
}) {
  const content = { title: `${title} (${modelLabel})`, summary: '', prompt: text }
  return (
    <div className="flex flex-wrap gap-2">
      <CopyButton value={text} label={`Copy the answer of ${modelLabel}`} />
      <Button type="button" variant="secondary" size="sm" onClick={() => exportMarkdown(content)}>
        <FileText aria-hidden />
        Export Markdown
      </Button>
      <Button type="button" variant="secondary" size="sm" onClick={() => exportText(content)}>
        <FileText aria-hidden />
        Export Text
      </Button>
    </div>
  )
}
