import { useSyncExternalStore } from 'react'
import { perViewFor } from '../carousel-window.ts'

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/** 1, 2 or 3 carousel cards per row, following the viewport width. */
export const useCardsPerView = () =>
  useSyncExternalStore(
    subscribe,
    () => perViewFor(window.innerWidth),
    () => 1,
  )
