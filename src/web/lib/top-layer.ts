// A modal dialog is drawn by the browser in its top layer, over everything else, and makes the rest of the page
// inert: anything meant to show over the page (toasts, the wheel's confetti) would sit behind it, blurred and
// unclickable. Such things go into the topmost open modal dialog while there is one, and into the page otherwise.
const toastHostId = 'toasts'

/** Where something meant to be seen over the page goes now. */
export function topLayer(): HTMLElement {
  const modals = document.querySelectorAll<HTMLDialogElement>('dialog:modal')
  return modals[modals.length - 1] ?? document.body
}

/** Puts the toasts' host where toasts can be seen: called when a modal dialog opens or closes. */
export function placeToasts() {
  const host = document.getElementById(toastHostId)
  if (host) topLayer().appendChild(host)
}

/** The toasts' host, made on the first toast where toasts can be seen now. */
export function createToastHost(): HTMLElement {
  const host = document.createElement('div')
  host.id = toastHostId
  return topLayer().appendChild(host)
}
