import { useNavigate } from 'react-router'
import { ArrowLeft, RefreshCw } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { PageSpinner } from '../../../components/ui/spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { useCustomizationSession } from '../hooks/use-customization-session.ts'
import { sanitizeAnswers } from '../hooks/use-wizard-state.ts'
import { AutoSaveIndicator } from './auto-save-indicator.tsx'
import { WizardStepper } from './wizard-stepper.tsx'
import { PreferencesStep } from './preferences-step.tsx'
import { SelectPromptStep } from './select-prompt-step.tsx'
import { QuestionsStep } from './questions-step.tsx'
import { GeneratedStep } from './generated-step.tsx'
import { TemplateUpdateNotice } from '../../library/public.ts'

/** The Customisation Tool of spec 2, 4, 5 and 9: preferences, prompt, questions, generated prompt. */
export function CustomizationTool() {
  const navigate = useNavigate()
  const session = useCustomizationSession()
  const { state, dispatch, selectedId, promptName, content, previousEntry } = session
  const selectedItem = session.items.find((i) => i.promptId === selectedId)

  if (!session.ready) return <PageSpinner label="Loading customization tool..." />

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Customisation Tool</h1>
          <p className="mt-1 text-sm text-slate-600">Answer a few questions and get a prompt made for you.</p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={session.refreshTemplates}
            disabled={session.refreshing}
          >
            <RefreshCw className={session.refreshing ? 'animate-spin' : ''} aria-hidden />
            Refresh Templates
          </Button>
          <Button variant="ghost" size="sm" onClick={() => navigate(paths.dashboard())}>
            <ArrowLeft aria-hidden />
            Back to Library
          </Button>
        </div>
      </div>

      <Card className="mt-6 p-4 sm:p-8">
        <div className="mb-6 space-y-3">
          <WizardStepper step={state.step} />
          {state.step >= 2 ? (
            <div className="flex justify-end">
              <AutoSaveIndicator status={session.autoSave.status} savedAt={session.autoSave.savedAt} />
            </div>
          ) : null}
        </div>

        {state.step === 1 ? (
          <PreferencesStep
            base={state.base}
            onChange={(patch) => dispatch({ type: 'base', patch })}
            onBack={() => navigate(paths.dashboard())}
            onContinue={session.continueFromPreferences}
            saving={session.savingPreferences}
            selectedPromptName={state.selectedPrompt ? promptName : null}
          />
        ) : state.step === 2 ? (
          <SelectPromptStep
            items={session.items}
            selectedId={selectedId}
            onSelect={session.selectPrompt}
            onBack={() => dispatch({ type: 'step', step: 1 })}
            onContinue={() => selectedId && dispatch({ type: 'step', step: 3 })}
          />
        ) : state.step === 3 ? (
          <div className="space-y-6">
            {selectedItem?.update ? <TemplateUpdateNotice item={selectedItem} /> : null}
            <QuestionsStep
              promptName={promptName}
              questions={content.data?.questions}
              loading={content.isPending || content.isFetching}
              failed={content.isError}
              onRetry={() => content.refetch()}
              answers={state.answers}
              onAnswer={(key, value) => dispatch({ type: 'answer', key, value })}
              previousAvailable={Boolean(previousEntry) && !state.editingId}
              loadPrevious={state.loadPrevious}
              onLoadPrevious={(on) =>
                dispatch({
                  type: 'load-previous',
                  on,
                  answers: sanitizeAnswers(previousEntry?.customizationData.promptAnswers),
                })
              }
              onBack={() => dispatch({ type: 'step', step: 2 })}
              onGenerate={session.generate}
              generating={session.generating}
            />
          </div>
        ) : (
          <GeneratedStep
            promptName={promptName}
            generatedPrompt={state.generatedPrompt}
            title={state.title}
            summary={state.summary}
            onTitle={(title) => dispatch({ type: 'title', title })}
            onSummary={(summary) => dispatch({ type: 'summary', summary })}
            onSave={session.save}
            saving={session.saving}
            editingId={state.editingId}
            editingVersion={state.editingVersion}
            onRestored={session.restored}
            onBackToEdit={() => dispatch({ type: 'step', step: 3 })}
            onGoToLibrary={session.goToLibrary}
          />
        )}
      </Card>
    </div>
  )
}
