import type { ReactNode } from 'react'
import { CopyButton } from '../../../components/ui/copy-button.tsx'
import { ExportButtons } from './export-buttons.tsx'
import { OpenInModelButtons } from './open-in-model-buttons.tsx'

export type PromptPanelContent = { title: string; summary: string | null; generatedPrompt: string }

/** A generated prompt, read-only, with what anyone can do with it: copy, export, open in an AI model. */
export function PromptPanel({ content, actions }: { content: PromptPanelContent; actions?: ReactNode }) {
  const exportContent = {
    title: content.title,
    summary: content.summary ?? '',
    prompt: content.generatedPrompt,
  }
  return (
    <div className="space-y-4">
      {content.summary ? <p className="text-sm text-slate-600">{content.summary}</p> : null}
      <pre
        data-testid="prompt-panel-text"
        tabIndex={0}
        aria-label="Prompt"
        className="max-h-[24rem] overflow-y-auto whitespace-pre-wrap break-words rounded-xl bg-slate-900 p-4 font-mono text-[0.8rem] leading-relaxed text-slate-100 sm:p-5"
      >
        {content.generatedPrompt}
      </pre>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={content.generatedPrompt} label="Copy prompt" variant="primary" />
        <ExportButtons content={exportContent} />
        {actions}
      </div>
      <OpenInModelButtons prompt={content.generatedPrompt} title={content.title} />
    </div>
  )
}
