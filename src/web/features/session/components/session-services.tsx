import { useMe } from '../../auth/public.ts'
import { useRealtimeEvents } from '../hooks/use-realtime-events.ts'
import { useSessionWatcher } from '../hooks/use-session-watcher.ts'

/** Mounted once in the root layout: the session-expiry watcher and the live balance, while signed in. */
export function SessionServices() {
  const { data: me } = useMe()
  useSessionWatcher(me?.id)
  useRealtimeEvents(me?.id)
  return null
}
