import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../../lib/toast.ts'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { useMe } from '../../auth/public.ts'
import { libraryQuery } from '../../library/public.ts'
import { generatePrompt } from '../../../../shared/customization/generate-prompt.ts'
import { missingRequired } from '../../../../shared/customization/question-sections.ts'
import { readNavigationState } from '../../../../shared/customization/navigation-state.ts'
import { isBaseComplete, type PreferencesInput } from '../../../../shared/customization/preferences.ts'
import type { SavedCustomization } from '../../../../shared/customization/customization-input.ts'
import type { LibraryItem } from '../../../../shared/library/library-item.ts'
import { templateContentQuery, useTemplateContent } from '../api/get-template-content.ts'
import { usePreferences } from '../api/get-preferences.ts'
import { useSavePreferences } from '../api/save-preferences.ts'
import { useCustomizations } from '../api/get-customizations.ts'
import { useCreateCustomization } from '../api/create-customization.ts'
import { useUpdateCustomization } from '../api/update-customization.ts'
import { initialWizard } from '../lib/initial-wizard.ts'
import { clearAutoSaveStorage, loadAutoSave, useAutoSave } from './use-auto-save.ts'
import { useTemplateUpdates } from './use-template-updates.ts'
import { fromCustomization, toAutoSave, useWizardState } from './use-wizard-state.ts'
import { libraryKeys } from '../../library/public.ts'
import { customizationKeys } from '../api/customization-keys.ts'

/**
 * The Customisation Tool's session (spec 4): the wizard's state, the queries and mutations it needs, auto-save,
 * live template updates, and the actions of each step. The component only shows the current step.
 */
export function useCustomizationSession() {
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

  useEffect(() => {
    const user = me.data
    if (initialised.current || !user || (!items && !libraryFailed) || prefs.isPending) return
    initialised.current = true
    const nav = readNavigationState(location.state)
    const modify = nav !== null && 'modifyMode' in nav
    if (!modify && nav?.clearAutoSave) clearAutoSaveStorage()
    const start = initialWizard({
      owned: items ?? [],
      preferences: prefs.data?.preferences,
      nav,
      autoSave: modify || nav?.clearAutoSave ? null : loadAutoSave(user.id),
    })
    if (start.discardAutoSave) clearAutoSaveStorage()
    if (start.savedAt !== null)
      toast.success('Work restored', { description: 'Your unsaved customization is back where you left it.' })
    dispatch({ type: 'init', state: start.state })
    resetAutoSave(toAutoSave(start.state), start.savedAt)
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
      queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
      queryClient.invalidateQueries({ queryKey: customizationKeys.templateContent(templateId) }),
    ])
    // A creator's new version does not replace the one the member holds (decision 0035): it is offered instead.
    const update = queryClient
      .getQueryData(libraryQuery().queryKey)
      ?.items.find((i) => i.promptId === templateId)?.update
    if (update)
      toast.info('Update available', {
        description: `Version ${update.toVersion} of ${item.template.name} is out. You keep yours until you choose to update.`,
      })
    else toast.info('Template Updated', { description: `${item.template.name} has been updated.` })
  })

  const promptName =
    state.selectedPrompt?.name ||
    items?.find((i) => i.promptId === selectedId)?.template.name ||
    content.data?.name ||
    ''

  const selectPrompt = (item: LibraryItem) => {
    if (item.promptId === selectedId) return
    // Spec 4: choosing a prompt clears auto-saved work and refreshes that template (the query refetches).
    clearAutoSaveStorage()
    dispatch({ type: 'select', prompt: { id: item.promptId, name: item.template.name } })
  }

  const continueFromPreferences = () => {
    if (!isBaseComplete(state.base)) return
    const { toneOfVoice, outputFormat, culturalContext, userIdentityName, userIdentityPronouns } = state.base
    const body = {
      toneOfVoice,
      outputFormat,
      culturalContext,
      userIdentityName: userIdentityName.trim() || null,
      userIdentityPronouns: userIdentityPronouns.trim() || null,
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
      // The template may have gained a required question since the page loaded: the step shows what is missing.
      if (missingRequired(latest.questions, state.answers).length) {
        toast.error('Some required questions are unanswered')
        return
      }
      const text = generatePrompt({
        base: state.base,
        masterPrompt: latest.masterPrompt,
        questions: latest.questions,
        promptLines: latest.promptLines,
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
    const fields = {
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
    if (state.editingId) update.mutate({ id: state.editingId, ...fields }, { onSuccess, onError })
    else create.mutate({ promptId: selectedId, ...fields }, { onSuccess, onError })
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

  return {
    ready,
    state,
    dispatch,
    items: items ?? [],
    selectedId,
    promptName,
    content,
    previousEntry: previous.data?.items[0],
    autoSave: { status: autoSave.status, savedAt: autoSave.savedAt },
    savingPreferences: savePreferences.isPending,
    saving: create.isPending || update.isPending,
    generating,
    refreshing,
    selectPrompt,
    continueFromPreferences,
    generate,
    save,
    restored,
    goToLibrary,
    refreshTemplates,
  }
}
