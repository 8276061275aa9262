import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Sparkles } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { paths } from '../../../config/paths.ts'
import { useLogSearchAnalytics } from '../../search/public.ts'
import { useHydrated } from '../../../lib/hydration.ts'

/** The hero's one-line AI search (spec 2): Enter or the button goes to /browse?ai=true&q=…; blank is disabled. */
export function HomeSearch() {
  const hydrated = useHydrated()
  const [query, setQuery] = useState('')
  const navigate = useNavigate()
  const logSearch = useLogSearchAnalytics()
  const trimmed = query.trim()
  return (
    <form
      role="search"
      className="flex w-full flex-col gap-2 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-slate-200 sm:flex-row sm:items-center"
      onSubmit={(e) => {
        e.preventDefault()
        if (!trimmed) return
        // Spec 7: the home box logs its submit with a count of 0; the browse page logs the results.
        logSearch({ query: trimmed, type: 'ai', resultsCount: 0 })
        navigate(paths.browse({ ai: true, q: trimmed }))
      }}
    >
      <label htmlFor="home-ai-search" className="sr-only">
        Describe what you want help with
      </label>
      <input
        id="home-ai-search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="e.g. a gym plan for busy weeks"
        className="h-12 min-w-0 flex-1 rounded-xl bg-transparent px-4 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
        autoComplete="off"
        enterKeyHint="search"
        // Typing before the app has taken the server-rendered page over would be lost (lib/hydration.ts).
        readOnly={!hydrated}
      />
      <Button type="submit" size="lg" disabled={!trimmed} className="shrink-0">
        <Sparkles aria-hidden /> Search with AI
      </Button>
    </form>
  )
}
