// A modal dialog is drawn by the browser in its top layer, over everything else, and makes the rest of the page
// inert: toasts shown while one is open (a purchase's errors, say) would sit blurred and unclickable behind it.
// So the toasts' host lives in the topmost open modal dialog while there is one, and in the page otherwise.
const hostId = 'toasts'

function toastLayer(): HTMLElement {
  const modals = document.querySelectorAll<HTMLDialogElement>('dialog:modal')
  return modals[modals.length - 1] ?? document.body
}

/** Puts the toasts' host where toasts can be seen: called when a modal dialog opens or closes. */
export function placeToasts() {
  const host = document.getElementById(hostId)
  if (host) toastLayer().appendChild(host)
}

/** The toasts' host, made on the first toast where toasts can be seen now. */
export function createToastHost(): HTMLElement {
  const host = document.createElement('div')
  host.id = hostId
  return toastLayer().appendChild(host)
}
