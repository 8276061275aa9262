import { useSearchParams } from 'react-router'

/** A console list's filters kept in the address (shareable, kept on reload): read one, or set one (empty clears it). */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams()
  const setFilter = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (value) next.set(key, value)
        else next.delete(key)
        return next
      },
      { replace: true },
    )
  return { params, setFilter }
}
