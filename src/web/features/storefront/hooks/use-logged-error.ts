import { useEffect } from 'react'

/** Spec 8: a failed prompt-list fetch is only logged; the list stays empty. */
export function useLoggedError(error: unknown) {
  useEffect(() => {
    if (error) console.error('Failed to load prompt templates', error)
  }, [error])
}
