import { useEffect, useRef, useState } from 'react'
import { ArrowLeft, Check, Copy, FileDown, FileText, History, Library, Loader2, Save } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Badge } from '../../../components/ui/badge.tsx'
import { Input, Label } from '../../../components/ui/input.tsx'
import { Textarea } from '../../../components/ui/textarea.tsx'
import { exportMarkdown, exportPdf, exportText } from '../lib/export-files.ts'
import { VersionsDialog } from './versions-dialog.tsx'
import type { SavedCustomization } from '../../../../shared/customization/customization-input.ts'
import { StepActions } from './step-actions.tsx'
import { OpenInModelButtons } from '../../open-in-model/public.ts'
import { ShareDialog } from '../../shares/public.ts'
import { RunLink } from '../../model-runs/public.ts'

// Spec 9: the copied flag lasts 2 s.
const copiedMs = 2000

/** Step 4: the generated prompt to copy, save (title required), export, and its saved versions. */
export function GeneratedStep({
  promptName,
  generatedPrompt,
  title,
  summary,
  onTitle,
  onSummary,
  onSave,
  saving,
  editingId,
  editingVersion,
  onRestored,
  onBackToEdit,
  onGoToLibrary,
}: {
  promptName: string
  generatedPrompt: string
  title: string
  summary: string
  onTitle: (title: string) => void
  onSummary: (summary: string) => void
  onSave: () => void
  saving: boolean
  editingId: string | null
  editingVersion: number | null
  onRestored: (customization: SavedCustomization) => void
  onBackToEdit: () => void
  onGoToLibrary: () => void
}) {
  const [copied, setCopied] = useState(false)
  const [exporting, setExporting] = useState(false)
  const [versionsOpen, setVersionsOpen] = useState(false)
  const copiedTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(copiedTimer.current), [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(generatedPrompt)
      toast.success('Copied!', { description: 'Paste it into any AI model.' })
      setCopied(true)
      window.clearTimeout(copiedTimer.current)
      copiedTimer.current = window.setTimeout(() => setCopied(false), copiedMs)
    } catch {
      toast.error('Failed to copy to clipboard')
    }
  }

  const pdf = async () => {
    setExporting(true)
    try {
      await exportPdf({ title, summary, prompt: generatedPrompt })
    } catch (err) {
      console.error('PDF export failed', err)
      toast.error('Failed to export PDF')
    } finally {
      setExporting(false)
    }
  }

  const content = { title, summary, prompt: generatedPrompt }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold">Generated Prompt</h2>
          <p className="mt-1 text-sm text-slate-600">
            Your personalised <span className="font-medium text-slate-900">{promptName}</span> prompt. Copy it
            into ChatGPT, Claude, Gemini or any AI model.
          </p>
        </div>
        {editingVersion ? <Badge className="self-start">Version {editingVersion}</Badge> : null}
      </div>

      <div className="relative">
        <pre
          data-testid="generated-prompt"
          tabIndex={0}
          aria-label="Generated prompt"
          className="max-h-[28rem] overflow-y-auto whitespace-pre-wrap break-words rounded-xl bg-slate-900 p-4 pr-4 font-mono text-[0.8rem] leading-relaxed text-slate-100 sm:p-5"
        >
          {generatedPrompt}
        </pre>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={copy}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button type="button" variant="secondary" onClick={pdf} disabled={exporting}>
          {exporting ? <Loader2 className="animate-spin" aria-hidden /> : <FileDown aria-hidden />}
          Export PDF
        </Button>
        <Button type="button" variant="secondary" onClick={() => exportText(content)}>
          <FileText aria-hidden />
          Export Text
        </Button>
        <Button type="button" variant="secondary" onClick={() => exportMarkdown(content)}>
          <FileText aria-hidden />
          Export Markdown
        </Button>
        {editingId ? <ShareDialog customizationId={editingId} title={title} size="md" /> : null}
        <RunLink customizationId={editingId} title={title} size="md" />
      </div>

      <OpenInModelButtons prompt={generatedPrompt} title={title} />

      <form
        className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5"
        onSubmit={(e) => {
          e.preventDefault()
          if (!saving) onSave()
        }}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">{editingId ? 'Save changes' : 'Save to your library'}</h3>
          {editingId ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setVersionsOpen(true)}>
              <History aria-hidden />
              Version history
            </Button>
          ) : null}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="customization-title">Title</Label>
          <Input
            id="customization-title"
            value={title}
            maxLength={200}
            onChange={(e) => onTitle(e.target.value)}
            placeholder="e.g. My spring training plan"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="customization-summary">Summary (optional)</Label>
          <Textarea
            id="customization-summary"
            value={summary}
            maxLength={2000}
            className="min-h-20"
            onChange={(e) => onSummary(e.target.value)}
            placeholder="A note to remind you what this version is for"
          />
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          {editingId ? 'Save Changes' : 'Save Customization'}
        </Button>
      </form>

      <StepActions>
        <Button type="button" variant="secondary" onClick={onBackToEdit}>
          <ArrowLeft aria-hidden />
          Back to Edit
        </Button>
        <Button type="button" variant="secondary" onClick={onGoToLibrary}>
          <Library aria-hidden />
          Go to Library
        </Button>
      </StepActions>

      {editingId ? (
        <VersionsDialog
          open={versionsOpen}
          onOpenChange={setVersionsOpen}
          customizationId={editingId}
          currentVersion={editingVersion}
          onRestored={onRestored}
        />
      ) : null}
    </div>
  )
}
