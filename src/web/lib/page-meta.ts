import { useEffect } from 'react'

/** Sets the document title and meta description for a page. */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} · PromptMarket` : 'PromptMarket — AI prompt templates made personal'
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description])
}
