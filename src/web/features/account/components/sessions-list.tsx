import { Button } from '../../../components/ui/button.tsx'
import { Badge } from '../../../components/ui/badge.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { PageSpinner } from '../../../components/ui/spinner.tsx'
import { toastError } from '../../../lib/toast-error.ts'
import { useEndSession } from '../api/end-session.ts'
import { useSessions } from '../api/get-sessions.ts'
import { formatDateTime } from '../lib/format.ts'

/** A readable device name from the user agent, without a parser library. */
function deviceName(ua: string | null) {
  if (!ua) return 'Unknown device'
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser'
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : ''
  return os ? `${browser} on ${os}` : browser
}

export function SessionsList() {
  const sessions = useSessions()
  const end = useEndSession()
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold">Where you are signed in</h2>
      {sessions.isPending ? (
        <PageSpinner label="Loading your sessions..." />
      ) : sessions.isError ? (
        <p className="mt-2 text-sm text-red-700">Could not load your sessions.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" aria-label="Active sessions">
          {sessions.data.sessions.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="session"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {deviceName(s.userAgent)} {s.current && <Badge className="ml-1">This device</Badge>}
                </p>
                <p className="text-xs text-slate-500">
                  Last active {formatDateTime(s.lastActiveAt)}
                  {s.ipAddress ? ` · ${s.ipAddress}` : ''}
                </p>
              </div>
              {!s.current && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={end.isPending}
                  onClick={() =>
                    end.mutate(s.id, { onError: (err) => toastError(err, 'Could not sign that device out') })
                  }
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
