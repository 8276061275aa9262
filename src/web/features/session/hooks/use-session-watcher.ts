import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from '../../../lib/toast.ts'
import { sessionTiming, sessionToasts } from '../../../../shared/auth/auth-messages.ts'
import { paths } from '../../../config/paths.ts'
import { fetchSessionExpiry } from '../../auth/public.ts'
import { dueSessionAlert, type SessionAlert } from '../lib/session-alert.ts'
import { logSecurityEvent } from '../lib/log-security-event.ts'
import { authKeys } from '../../auth/public.ts'

const toastOf: Record<Exclude<SessionAlert, 'expired'>, { title: string; description: string }> = {
  expiring_soon: sessionToasts.expiringSoon,
  expiring_in_one_minute: sessionToasts.expiringInOneMinute,
}

/**
 * Spec 4: while signed in, checks the session every 30 s; warns at 5 minutes and at 1 minute; on expiry shows
 * 'Session expired', logs session_expired and goes to /login after 3 s.
 */
export function useSessionWatcher(userId: string | undefined) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!userId) return
    const shown = new Set<SessionAlert>()
    let expiresAt: number | null = null
    let redirect: ReturnType<typeof setTimeout> | undefined
    let stopped = false

    const expire = () => {
      shown.add('expired')
      toast.error(sessionToasts.expired.title, { description: sessionToasts.expired.description })
      void logSecurityEvent('session_expired', { userId })
      redirect = setTimeout(() => {
        // Signed out on purpose meanwhile (sign-out, account deleted): that flow has already chosen the page.
        if (!queryClient.getQueryData(authKeys.me())) return
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.me()[0] })
        queryClient.setQueryData(authKeys.me(), null)
        navigate(paths.login())
      }, sessionTiming.redirectDelayMs)
    }

    const check = async () => {
      if (stopped || shown.has('expired')) return
      try {
        const session = await fetchSessionExpiry()
        if (stopped) return
        // A longer session (renewed on the server) starts the warnings afresh.
        const next = session?.expiresAt.getTime() ?? null
        if (next !== null && expiresAt !== null && next > expiresAt) shown.clear()
        expiresAt = next
      } catch {
        return // offline or a server hiccup is not an expiry
      }
      const secondsLeft = expiresAt === null ? 0 : Math.floor((expiresAt - Date.now()) / 1000)
      const alert = dueSessionAlert(secondsLeft, shown)
      if (alert === 'expired') expire()
      else if (alert) {
        shown.add(alert)
        toast.warning(toastOf[alert].title, { description: toastOf[alert].description })
      }
    }

    void check()
    const timer = setInterval(check, sessionTiming.checkIntervalMs)
    return () => {
      stopped = true
      clearInterval(timer)
      clearTimeout(redirect)
    }
  }, [userId, navigate, queryClient])
}
