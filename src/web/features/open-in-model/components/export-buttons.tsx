import { useState } from 'react'
import { FileDown, FileText, Loader2 } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { exportMarkdown, exportPdf, exportText, type ExportContent } from '../../customization/public.ts'

/** The wizard's exports (PDF, text, Markdown) of a prompt shown outside the wizard. */
export function ExportButtons({ content }: { content: ExportContent }) {
  const [exporting, setExporting] = useState(false)
  const pdf = async () => {
    setExporting(true)
    try {
      await exportPdf(content)
    } catch (err) {
      console.error('PDF export failed', err)
      toast.error('Failed to export PDF')
    } finally {
      setExporting(false)
    }
  }
  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={pdf} disabled={exporting}>
        {exporting ? <Loader2 className="animate-spin" aria-hidden /> : <FileDown aria-hidden />}
        Export PDF
      </Button>
      <Button type="button" variant="secondary" size="sm" onClick={() => exportText(content)}>
        <FileText aria-hidden />
        Export Text
      </Button>
      <Button type="button" variant="secondary" size="sm" onClick={() => exportMarkdown(content)}>
        <FileText aria-hidden />
        Export Markdown
      </Button>
    </>
  )
}
