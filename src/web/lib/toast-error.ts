import { toast } from './toast.ts'
import { ApiError } from './api-client.ts'

/** The one way the client shows a failed call: a title and the server's (spec) message, or a fallback. */
export function toastError(err: unknown, title: string, fallback?: string) {
  const description = err instanceof ApiError && err.status < 500 ? err.message : (fallback ?? undefined)
  toast.error(title, { description })
}
