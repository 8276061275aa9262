import { useEffect, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import type { ToasterProps } from 'sonner'
import { createToastHost } from './top-layer.ts'

/** Mounts sonner's Toaster in a root of its own and resolves once it listens for toasts (its effects have run). */
export function mountToaster(Toaster: ComponentType<ToasterProps>): Promise<void> {
  return new Promise((resolve) => {
    const host = createToastHost()
    // After the Toaster in the tree, so its effect runs after the Toaster's own (which subscribe to new toasts).
    const Ready = () => {
      useEffect(resolve, [])
      return null
    }
    createRoot(host).render(
      <>
        <Toaster richColors closeButton position="top-center" theme="system" />
        <Ready />
      </>,
    )
  })
}
