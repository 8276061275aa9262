import type { Question } from '../../../../shared/catalog/question.ts'
import type { PromptLines } from '../../../../shared/catalog/prompt-lines.ts'
import { PreviewFrame, usePreview } from '../../admin/public.ts'
import { QuestionsStep } from '../../customization/public.ts'

/**
 * The buyer's wizard on the draft: its questions step (sections, required questions, progress) as buyers get it,
 * and the prompt their answers generate.
 */
export function StudioPreview({
  name,
  questions,
  masterPrompt,
  promptLines,
}: {
  name: string
  questions: Question[]
  masterPrompt: string
  promptLines: PromptLines
}) {
  const { tab, setTab, answers, setAnswers, prompt } = usePreview({ questions, masterPrompt, promptLines })
  return (
    <PreviewFrame
      headingLevel={2}
      panelClassName="max-h-[75vh]"
      tab={tab}
      onTab={setTab}
      prompt={prompt}
      questionnaire={
        <QuestionsStep
          promptName={name || 'Your template'}
          questions={questions}
          loading={false}
          failed={false}
          onRetry={() => {}}
          answers={answers}
          onAnswer={(key, value) => setAnswers((a) => ({ ...a, [key]: value }))}
          previousAvailable={false}
          loadPrevious={false}
          onLoadPrevious={() => {}}
          onGenerate={() => setTab('prompt')}
          generating={false}
        />
      }
    />
  )
}
