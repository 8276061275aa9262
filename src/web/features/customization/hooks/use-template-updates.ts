import { useEffect, useRef } from 'react'

// The tab's one connection to /api/events lives in the session feature (use-realtime-events.ts); it re-dispatches
// every event on window under this name as {type, data}, so the wizard needs no second connection.
const realtimeEventName = 'pm:realtime'

type RealtimeDetail = { type?: unknown; data?: { templateId?: unknown } }

/** Live templates (spec 4): calls back with the id of each template the server reports as updated. */
export function useTemplateUpdates(onUpdated: (templateId: string) => void) {
  const callback = useRef(onUpdated)
  useEffect(() => {
    callback.current = onUpdated
  })
  useEffect(() => {
    const handle = (e: Event) => {
      const detail = (e as CustomEvent<RealtimeDetail>).detail
      if (detail?.type === 'template-updated' && typeof detail.data?.templateId === 'string')
        callback.current(detail.data.templateId)
    }
    window.addEventListener(realtimeEventName, handle)
    return () => window.removeEventListener(realtimeEventName, handle)
  }, [])
}
