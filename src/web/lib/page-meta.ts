import { createContext, useContext, useEffect } from 'react'

// Decision 0030: a page names its title and description once, here. On the server the render collects them
// (entry-server.tsx) and src/server/features/seo builds the page's head from them; in the browser each
// client-side navigation updates the document.

/** What a server render collects from the page it renders. */
export type PageHead = { title: string; description?: string }

export const PageHeadContext = createContext<PageHead | null>(null)

const siteTitle = 'PromptMarket — AI prompt templates made personal'
/** The text of the <title> element for a page's own title (empty: the site's). */
export const documentTitle = (title: string) => (title ? `${title} · PromptMarket` : siteTitle)

// The path the server wrote the head for: its page-specific tags (canonical, link preview, JSON-LD) stop being
// true once the visitor moves on in the app.
let headPath: string | null = null

/** Sets the document title and meta description for a page. */
export function usePageMeta(title: string, description?: string) {
  const collected = useContext(PageHeadContext)
  // Written during render on purpose: the server renders once per answer and reads it after (like page-status).
  if (collected) {
    collected.title = title
    if (description) collected.description = description
    else delete collected.description
  }
  useEffect(() => {
    document.title = documentTitle(title)
    if (description) setMeta('meta[name="description"]', description)
    headPath ??= window.location.pathname
    if (window.location.pathname !== headPath)
      for (const el of document.head.querySelectorAll('[data-page-head]')) el.remove()
  }, [title, description])
}

function setMeta(selector: string, content: string) {
  document.querySelector(selector)?.setAttribute('content', content)
}
