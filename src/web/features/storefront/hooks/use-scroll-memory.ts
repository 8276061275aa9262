import { useEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

const storageKey = (key: string) => `promptmarket:scroll:${key}`

function saved(key: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(storageKey(key)))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

/**
 * Remembers how far this history entry was scrolled (per tab), and scrolls back there when the visitor returns
 * to it with Back or Forward, once `ready` (the content as tall as before) is true. A new visit starts where the
 * app puts it (the top). The layout scrolls to the top on a path change in its own effect, after this page's
 * effects, so the restore waits a frame.
 */
export function useScrollMemory(ready: boolean) {
  const { key } = useLocation()
  const navigation = useNavigationType()
  // Read once per entry, before the layout's scroll to the top (or anything else) is saved over it.
  const target = useRef<{ key: string; y: number | null; done: boolean } | null>(null)
  if (target.current?.key !== key)
    target.current = { key, y: navigation === 'POP' ? saved(key) : null, done: false }

  useEffect(() => {
    const t = target.current!
    if (t.done || !ready) return
    t.done = true
    if (t.y === null) return
    const y = t.y
    const frame = requestAnimationFrame(() => window.scrollTo(0, y))
    return () => cancelAnimationFrame(frame)
  }, [key, ready])

  useEffect(() => {
    let frame = 0
    const save = () => {
      // Not until this entry's own position is back: the layout's scroll to the top must not overwrite it.
      if (!target.current?.done || target.current.key !== key) return
      // Not once the address has moved on: while the next page's chunk loads, this page is hidden but still
      // listening, and the shorter page's scroll would be saved as this entry's (the router keeps its entry key in
      // history.state; the first entry has none, "default").
      const showing = (window.history.state as { key?: string } | null)?.key ?? 'default'
      if (showing !== key) return
      try {
        sessionStorage.setItem(storageKey(key), String(Math.round(window.scrollY)))
      } catch {
        /* storage disabled: Back starts at the top */
      }
    }
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(save)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
    }
  }, [key])
}
