import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, RefreshCw } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { PageSpinner } from '../../../components/ui/spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { useMe } from '../../auth/api/get-me.ts'
import { libraryQuery } from '../../library/api/get-library.ts'
import { generatePrompt } from '../../../../shared/customization/generate-prompt.ts'
import { readNavigationState } from '../../../../shared/customization/navigation-state.ts'
import {
  emptyBaseCustomization,
  isBaseComplete,
  type BaseCustomization,
  type PreferencesInput,
} from '../../../../shared/customization/preferences.ts'
import type { SavedCustomization } from '../../../../shared/customization/customization-input.ts'
import type { LibraryItem } from '../../../../shared/library/library-item.ts'
import { templateContentQuery, useTemplateContent } from '../api/get-template-content.ts'
import { usePreferences } from '../api/get-preferences.ts'
import { useSavePreferences } from '../api/save-preferences.ts'
import { useCustomizations } from '../api/get-customizations.ts'
import { useCreateCustomization } from '../api/create-customization.ts'
import { useUpdateCustomization } from '../api/update-customization.ts'
import { clearAutoSaveStorage, loadAutoSave, useAutoSave } from '../hooks/use-auto-save.ts'
import { useTemplateUpdates } from '../hooks/use-template-updates.ts'
import {
  fromAutoSave,
  fromCustomization,
  initialWizardState,
  sanitizeAnswers,
  toAutoSave,
  useWizardState,
  type WizardState,
} from '../hooks/use-wizard-state.ts'
import { AutoSaveIndicator } from './auto-save-indicator.tsx'
import { WizardStepper } from './wizard-stepper.tsx'
import { PreferencesStep } from './preferences-step.tsx'
import { SelectPromptStep } from './select-prompt-step.tsx'
import { QuestionsStep } from './questions-step.tsx'
import { GeneratedStep } from './generated-step.tsx'

/** The Customisation Tool of spec 2, 4, 5 and 9: preferences, prompt, questions, generated prompt. */
export function CustomizationTool() {
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const me = useMe()
  // Templates reload on window focus (spec 4).
  const library = useQuery({ ...libraryQuery(), staleTime: 0, refetchOnWindowFocus: true })
  const prefs = usePreferences()
  const [state, dispatch] = useWizardState()
  const [ready, setReady] = useState(false)
  const [generating, setGenerating] = useState(false)
  const [refreshing, setRefreshing] = useState(false)
  const initialised = useRef(false)

  const selectedId = state.selectedPrompt?.id ?? null
  const content = useTemplateContent(selectedId)
  const previous = useCustomizations(selectedId)
  const savePreferences = useSavePreferences()
  const create = useCreateCustomization()
  const update = useUpdateCustomization()
  const autoSave = useAutoSave({
    userId: me.data?.id,
    snapshot: toAutoSave(state),
    enabled: ready && state.step >= 2,
  })

  const resetAutoSave = autoSave.reset
  const items = library.data?.items
  const libraryFailed = library.isError && !items

  useEffect(() => {
    if (libraryFailed) toast.error('Failed to load prompt templates')
  }, [libraryFailed])

  // Entry (spec 4): modify mode jumps to step 3; otherwise valid auto-saved work is restored (unless the
  // clear flag says otherwise), and a pre-selected prompt starts at step 1.
  useEffect(() => {
    const user = me.data
    if (initialised.current || !user || (!items && !libraryFailed) || prefs.isPending) return
    initialised.current = true
    const owned = items ?? []
    const saved = prefs.data?.preferences
    const base: BaseCustomization = saved
      ? { ...saved, userIdentityName: saved.userIdentityName ?? '', userIdentityPronouns: 'they/them' }
      : emptyBaseCustomization
    const nav = readNavigationState(location.state)
    let init: Partial<WizardState> = { base }
    let savedAt: number | null = null
    if (nav && 'modifyMode' in nav) {
      init = fromCustomization(nav.customization, base)
      const name = owned.find((i) => i.promptId === nav.customization.promptId)?.template.name
      if (name && init.selectedPrompt) init.selectedPrompt = { ...init.selectedPrompt, name }
    } else {
      if (nav?.clearAutoSave) clearAutoSaveStorage()
      const record = nav?.clearAutoSave ? null : loadAutoSave(user.id)
      const stillOwned = record?.selectedPrompt
        ? owned.some((i) => i.promptId === record.selectedPrompt!.id)
        : true
      if (record && stillOwned) {
        init = fromAutoSave(record)
        savedAt = record.timestamp
        toast.success('Work restored', {
          description: 'Your unsaved customization is back where you left it.',
        })
      } else if (record) clearAutoSaveStorage()
      const preselected = nav?.promptId ? owned.find((i) => i.promptId === nav.promptId) : undefined
      if (!savedAt && preselected)
        init = {
          ...init,
          step: 1,
          selectedPrompt: { id: preselected.promptId, name: preselected.template.name },
        }
    }
    const next = { ...initialWizardState, ...init }
    dispatch({ type: 'init', state: next })
    resetAutoSave(toAutoSave(next), savedAt)
    // Navigation state is read once: a reload then restores the auto-saved work instead of starting over.
    if (nav) navigate(location.pathname, { replace: true, state: null })
    setReady(true)
  }, [
    me.data,
    items,
    libraryFailed,
    prefs.isPending,
    prefs.data,
    location,
    navigate,
    dispatch,
    resetAutoSave,
  ])

  useEffect(() => {
    if (ready) window.scrollTo({ top: 0 })
  }, [state.step, ready])

  // Live templates: an update of an owned template replaces it in place (spec 4).
  useTemplateUpdates(async (templateId) => {
    const item = items?.find((i) => i.promptId === templateId)
    if (!item) return
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['library'] }),
      queryClient.invalidateQueries({ queryKey: ['template-content', templateId] }),
    ])
    toast.info('Template Updated', { description: `${item.template.name} has been updated.` })
  })

  if (!ready) return <PageSpinner label="Loading customization tool..." />

  const promptName =
    state.selectedPrompt?.name ||
    items?.find((i) => i.promptId === selectedId)?.template.name ||
    content.data?.name ||
    ''
  const previousEntry = previous.data?.items[0]

  const selectPrompt = (item: LibraryItem) => {
    if (item.promptId === selectedId) return
    // Spec 4: choosing a prompt clears auto-saved work and refreshes that template (the query refetches).
    clearAutoSaveStorage()
    dispatch({ type: 'select', prompt: { id: item.promptId, name: item.template.name } })
  }

  const continueFromPreferences = () => {
    if (!isBaseComplete(state.base)) return
    const { toneOfVoice, aiRole, outputFormat, culturalContext, userIdentityName } = state.base
    const body = {
      toneOfVoice,
      aiRole,
      outputFormat,
      culturalContext,
      userIdentityName: userIdentityName.trim() || null,
    }
    savePreferences.mutate(body as PreferencesInput, {
      onSuccess: () => dispatch({ type: 'step', step: 2 }),
      onError: (err) =>
        err instanceof ApiError && err.status === 401
          ? toast.error('Authentication required', { description: 'Please sign in again to continue.' })
          : toast.error('Failed to save preferences'),
    })
  }

  const generate = async () => {
    if (!selectedId) return
    setGenerating(true)
    try {
      // Spec 4: generation uses the latest template; without it, generation is aborted.
      const latest = await queryClient.fetchQuery({ ...templateContentQuery(selectedId), staleTime: 0 })
      const text = generatePrompt({
        base: state.base,
        masterPrompt: latest.masterPrompt,
        questions: latest.questions,
        answers: state.answers,
      })
      dispatch({ type: 'generated', text })
    } catch {
      toast.error('Error: Failed to fetch latest prompt template')
    } finally {
      setGenerating(false)
    }
  }

  const save = () => {
    if (!selectedId) return
    if (!state.title.trim()) {
      toast.error('Title required', { description: 'Please enter a title for your customization' })
      return
    }
    const content = {
      customizationData: { baseCustomization: state.base, promptAnswers: state.answers },
      generatedPrompt: state.generatedPrompt,
      title: state.title.trim(),
      summary: state.summary.trim() || null,
    }
    const onSuccess = ({ customization }: { customization: SavedCustomization }) => {
      dispatch({ type: 'saved', customization })
      // What was saved is no longer "unsaved work" (spec 4): the auto-save goes.
      autoSave.clear(
        toAutoSave({ ...state, editingId: customization.id, editingVersion: customization.version }),
      )
      toast.success('Saved!', { description: 'Your customization is in your library.' })
    }
    const onError = (err: Error) =>
      err instanceof ApiError && err.status === 401
        ? toast.error('Authentication required', {
            description: 'Please sign in to save your customization.',
          })
        : toast.error('Failed to save customization')
    if (state.editingId) update.mutate({ id: state.editingId, ...content }, { onSuccess, onError })
    else create.mutate({ promptId: selectedId, ...content }, { onSuccess, onError })
  }

  const restored = (customization: SavedCustomization) => {
    dispatch({ type: 'restored', customization })
    autoSave.clear(
      toAutoSave({ ...state, ...fromCustomization(customization, state.base), step: state.step }),
    )
  }

  const goToLibrary = () => {
    autoSave.clear(toAutoSave(state))
    navigate(paths.dashboard())
  }

  const refreshTemplates = async () => {
    setRefreshing(true)
    try {
      await Promise.all([
        library.refetch({ throwOnError: true }),
        selectedId ? queryClient.fetchQuery({ ...templateContentQuery(selectedId), staleTime: 0 }) : null,
      ])
    } catch {
      toast.error('Failed to load prompt templates')
    } finally {
      setRefreshing(false)
    }
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Customisation Tool</h1>
          <p className="mt-1 text-sm text-slate-600">Answer a few questions and get a prompt made for you.</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={refreshTemplates} disabled={refreshing}>
            <RefreshCw className={refreshing ? 'animate-spin' : ''} aria-hidden />
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
              <AutoSaveIndicator status={autoSave.status} savedAt={autoSave.savedAt} />
            </div>
          ) : null}
        </div>

        {state.step === 1 ? (
          <PreferencesStep
            base={state.base}
            onChange={(patch) => dispatch({ type: 'base', patch })}
            onBack={() => navigate(paths.dashboard())}
            onContinue={continueFromPreferences}
            saving={savePreferences.isPending}
            selectedPromptName={state.selectedPrompt ? promptName : null}
          />
        ) : state.step === 2 ? (
          <SelectPromptStep
            items={items ?? []}
            selectedId={selectedId}
            onSelect={selectPrompt}
            onBack={() => dispatch({ type: 'step', step: 1 })}
            onContinue={() => selectedId && dispatch({ type: 'step', step: 3 })}
          />
        ) : state.step === 3 ? (
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
            onGenerate={generate}
            generating={generating}
          />
        ) : (
          <GeneratedStep
            promptName={promptName}
            generatedPrompt={state.generatedPrompt}
            title={state.title}
            summary={state.summary}
            onTitle={(title) => dispatch({ type: 'title', title })}
            onSummary={(summary) => dispatch({ type: 'summary', summary })}
            onSave={save}
            saving={create.isPending || update.isPending}
            editingId={state.editingId}
            editingVersion={state.editingVersion}
            onRestored={restored}
            onBackToEdit={() => dispatch({ type: 'step', step: 3 })}
            onGoToLibrary={goToLibrary}
          />
        )}
      </Card>
    </div>
  )
}
