import type { ExternalToast } from 'sonner'

// Toasts without sonner in the first load (issue 21): sonner and its <Toaster> are loaded on the first toast, in
// their own root (as before, outside the page's tree), and the toast is shown once the Toaster listens. The only
// door to sonner: lint forbids importing it anywhere else.
type Sonner = typeof import('sonner')
type Kind = 'success' | 'error' | 'info' | 'warning'

let ready: Promise<Sonner> | null = null

function sonner(): Promise<Sonner> {
  ready ??= Promise.all([import('sonner'), import('./toaster-root.tsx')]).then(async ([mod, root]) => {
    await root.mountToaster(mod.Toaster)
    return mod
  })
  return ready
}

const show = (kind: Kind | null, message: string, data?: ExternalToast) => {
  void sonner().then((s) => (kind ? s.toast[kind](message, data) : s.toast(message, data)))
}

export const toast = Object.assign((message: string, data?: ExternalToast) => show(null, message, data), {
  success: (message: string, data?: ExternalToast) => show('success', message, data),
  error: (message: string, data?: ExternalToast) => show('error', message, data),
  info: (message: string, data?: ExternalToast) => show('info', message, data),
  warning: (message: string, data?: ExternalToast) => show('warning', message, data),
  /** Closes every toast (or one); nothing to close before the first toast was shown. */
  dismiss: (id?: string | number) => {
    if (ready) void ready.then((s) => s.toast.dismiss(id))
  },
})
