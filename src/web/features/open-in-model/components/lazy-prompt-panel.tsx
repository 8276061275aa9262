import { lazy, Suspense, type ComponentProps } from 'react'

// Loaded when first shown (in a dialog): the exports, the open-in-model buttons and their app-list checks (zod)
// are not part of the library page that lists what can be opened.
const PromptPanel = lazy(() => import('./prompt-panel.tsx').then((m) => ({ default: m.PromptPanel })))

/** PromptPanel, fetched on first use, with a placeholder of its size meanwhile. */
export function LazyPromptPanel(props: ComponentProps<typeof PromptPanel>) {
  return (
    <Suspense fallback={<div className="h-48 animate-pulse rounded-lg bg-slate-100" aria-hidden />}>
      <PromptPanel {...props} />
    </Suspense>
  )
}
