import { toast } from './toast.ts'

// A success toast that outlives a full page load: a flow that leaves with one (the account deletion) loads the
// home page afresh, as sign-out does, so that no protected page can send the member to /login on the way out.
const key = 'pm:toast-after-reload'
type Kept = { title: string; description?: string }

export function keepSuccessToastForReload(kept: Kept) {
  try {
    sessionStorage.setItem(key, JSON.stringify(kept))
  } catch {
    // Storage refused (private mode): the page still loads, without the toast.
  }
}

/** Shows the toast kept before the page was loaded, once. */
export function showToastKeptForReload() {
  let kept: Kept | null = null
  try {
    const raw = sessionStorage.getItem(key)
    sessionStorage.removeItem(key)
    kept = raw ? (JSON.parse(raw) as Kept) : null
  } catch {
    return
  }
  if (kept?.title) toast.success(kept.title, { description: kept.description })
}
