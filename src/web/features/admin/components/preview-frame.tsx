import { useMemo, useState, type ReactNode } from 'react'
import { Eye } from 'lucide-react'
import { Card } from '../../../components/ui/card.tsx'
import { cn } from '../../../lib/cn.ts'
import type { Question } from '../../../../shared/catalog/question.ts'
import type { PromptLines } from '../../../../shared/catalog/prompt-lines.ts'
import type { PromptAnswers } from '../../../../shared/customization/answers.ts'
import { generatePrompt } from '../../../../shared/customization/generate-prompt.ts'
import type { BaseCustomization } from '../../../../shared/customization/preferences.ts'

// The preview answers as a member would, with sample step-1 preferences.
const sampleBase: BaseCustomization = {
  toneOfVoice: 'friendly',
  outputFormat: 'structured',
  culturalContext: 'au',
  userIdentityName: '',
  userIdentityPronouns: '',
}

const tabs = [
  ['questions', 'Questionnaire'],
  ['prompt', 'Generated prompt'],
] as const
export type PreviewTab = (typeof tabs)[number][0]

/** The preview's state: the tab shown, the sample answers, and the prompt they generate from the draft. */
export function usePreview(draft: { questions: Question[]; masterPrompt: string; promptLines: PromptLines }) {
  const { questions, masterPrompt, promptLines } = draft
  const [tab, setTab] = useState<PreviewTab>('questions')
  const [answers, setAnswers] = useState<PromptAnswers>({})
  const prompt = useMemo(
    () => generatePrompt({ base: sampleBase, masterPrompt, questions, promptLines, answers }),
    [masterPrompt, questions, promptLines, answers],
  )
  return { tab, setTab, answers, setAnswers, prompt }
}

/**
 * The live preview's card (the console's editor and the creator studio): a Questionnaire tab, whose content the
 * caller gives, and a Generated prompt tab.
 */
export function PreviewFrame({
  headingLevel,
  panelClassName,
  tab,
  onTab,
  prompt,
  questionnaire,
}: {
  headingLevel: 2 | 3
  panelClassName: string
  tab: PreviewTab
  onTab: (tab: PreviewTab) => void
  prompt: string
  questionnaire: ReactNode
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        <Eye className="size-4 text-slate-500" aria-hidden />
        <Heading className="text-sm font-semibold text-slate-900">Live preview</Heading>
      </div>
      <div role="tablist" aria-label="Preview" className="flex gap-1 border-b border-slate-200 px-2">
        {tabs.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`preview-tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`preview-panel-${value}`}
            onClick={() => onTab(value)}
            className={cn(
              '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900',
              tab === value && 'border-brand-600 text-brand-700',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`preview-panel-${tab}`}
        aria-labelledby={`preview-tab-${tab}`}
        className={cn('overflow-y-auto p-4', panelClassName)}
      >
        {tab === 'questions' ? (
          questionnaire
        ) : (
          <div className="space-y-2">
            <p className="text-xs text-slate-500">
              With sample preferences (Friendly, Structured, Australia, no name or pronouns) and the answers
              given in the questionnaire tab.
            </p>
            <pre
              data-testid="prompt-preview"
              className="whitespace-pre-wrap break-words rounded-lg bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100"
            >
              {prompt}
            </pre>
          </div>
        )}
      </div>
    </Card>
  )
}
