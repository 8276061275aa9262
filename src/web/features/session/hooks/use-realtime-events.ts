import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { Me } from '../../auth/public.ts'
import { reconnectDelayMs } from '../lib/session-alert.ts'
import { whenNoMutationPending } from '../lib/when-no-mutation-pending.ts'
import { parseSseMessage, realtimeEventTypes } from '../../../../shared/realtime/read-sse-message.ts'
import { authKeys } from '../../auth/public.ts'

/** Every realtime event is also re-dispatched on window as `pm:realtime` ({type, data}) for other features. */
export const realtimeEventName = 'pm:realtime'

/**
 * One EventSource on /api/events per signed-in tab: `balance` updates the ['me'] data (so the nav pill is live);
 * on an error it reconnects after 1, 2, 5, then 10 s (spec 9) and re-checks who is signed in.
 */
export function useRealtimeEvents(userId: string | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let retry: ReturnType<typeof setTimeout> | undefined
    let attempt = 0
    let stopped = false

    const connect = () => {
      source = new EventSource('/api/events')
      source.addEventListener('open', () => {
        attempt = 0
      })
      for (const name of realtimeEventTypes)
        source.addEventListener(name, (e) => {
          // A message this version does not understand is skipped, never thrown.
          const event = parseSseMessage(name, (e as MessageEvent<string>).data)
          if (!event) return
          const { type, ...data } = event
          if (event.type === 'balance') {
            const { balance } = event
            queryClient.setQueryData<Me | null>(authKeys.me(), (me) => (me ? { ...me, balance } : me))
          }
          window.dispatchEvent(new CustomEvent(realtimeEventName, { detail: { type, data } }))
        })
      source.addEventListener('error', () => {
        source?.close()
        if (stopped) return
        // The stream also ends when the session does: the member query finds out which it was, once a change in
        // flight (a password change revokes this stream's session) has brought its fresh cookie.
        void whenNoMutationPending(queryClient).then(() =>
          queryClient.invalidateQueries({ queryKey: authKeys.me() }),
        )
        retry = setTimeout(connect, reconnectDelayMs(attempt++))
      })
    }

    connect()
    return () => {
      stopped = true
      clearTimeout(retry)
      source?.close()
    }
  }, [userId, queryClient])
}
