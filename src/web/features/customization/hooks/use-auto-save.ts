import { useCallback, useEffect, useRef, useState } from 'react'
import {
  autoSaveDelayMs,
  autoSaveKey,
  autoSavePromptKey,
  readAutoSave,
  type AutoSaveRecord,
} from '../../../../shared/customization/auto-save.ts'

export type AutoSaveStatus = 'idle' | 'unsaved' | 'saving' | 'saved'
type Snapshot = Omit<AutoSaveRecord, 'userId' | 'timestamp'>

/** Removes the auto-save record and every per-prompt key (spec 3). */
export function clearAutoSaveStorage() {
  try {
    const keys: string[] = []
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)
      if (key === autoSaveKey || key?.startsWith(`${autoSaveKey}_`)) keys.push(key)
    }
    for (const key of keys) localStorage.removeItem(key)
  } catch {
    /* storage unavailable: nothing to clear */
  }
}

/** Reads the saved record; anything not acceptable (spec 5) is removed, and corrupt data is logged. */
export function loadAutoSave(userId: string): AutoSaveRecord | null {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(autoSaveKey)
  } catch {
    return null
  }
  const verdict = readAutoSave(raw, { userId, now: Date.now() })
  if (verdict.ok) return verdict.record
  if (verdict.reason === 'corrupt') console.error('Discarding corrupt auto-saved customization')
  if (verdict.reason !== 'missing') clearAutoSaveStorage()
  return null
}

/**
 * Spec 4: from step 2 on, any change marks the work unsaved; 3 s after the last change it is written to
 * local storage (under customization_autosave and the prompt's own key) and the indicator says when.
 */
export function useAutoSave({
  userId,
  snapshot,
  enabled,
}: {
  userId: string | undefined
  snapshot: Snapshot
  enabled: boolean
}) {
  const json = JSON.stringify(snapshot)
  const baseline = useRef<string | null>(null)
  const [status, setStatus] = useState<AutoSaveStatus>('idle')
  const [savedAt, setSavedAt] = useState<number | null>(null)
  const timers = useRef<number[]>([])

  const cancel = () => {
    for (const t of timers.current) window.clearTimeout(t)
    timers.current = []
  }

  useEffect(() => {
    if (!enabled || !userId || baseline.current === null || json === baseline.current) return
    setStatus('unsaved')
    cancel()
    timers.current.push(
      window.setTimeout(() => {
        setStatus('saving')
        // A short beat so 'Auto-saving...' can be seen; the write itself is instant.
        timers.current.push(
          window.setTimeout(() => {
            const timestamp = Date.now()
            const record: AutoSaveRecord = { ...(JSON.parse(json) as Snapshot), userId, timestamp }
            try {
              const text = JSON.stringify(record)
              localStorage.setItem(autoSaveKey, text)
              if (record.selectedPrompt)
                localStorage.setItem(autoSavePromptKey(record.selectedPrompt.id), text)
              baseline.current = json
              setSavedAt(timestamp)
              setStatus('saved')
            } catch (err) {
              console.error('Auto-save failed', err)
              setStatus('unsaved')
            }
          }, 300),
        )
      }, autoSaveDelayMs),
    )
    return cancel
  }, [json, enabled, userId])

  /** Sets what counts as unchanged (after loading or restoring), with the time it was saved if known. */
  const reset = useCallback((current: Snapshot, at: number | null) => {
    cancel()
    baseline.current = JSON.stringify(current)
    setSavedAt(at)
    setStatus(at ? 'saved' : 'idle')
  }, [])

  /** Spec 4: after a successful save, on 'Go to Library' and with the clear flag. */
  const clear = useCallback((current: Snapshot) => {
    cancel()
    clearAutoSaveStorage()
    baseline.current = JSON.stringify(current)
    setSavedAt(null)
    setStatus('idle')
  }, [])

  return { status, savedAt, reset, clear }
}
