import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react'
import { createPortal } from 'react-dom'
import { Slot } from 'radix-ui'
import { useHydrated } from '../../lib/hydration.ts'
import { placeToasts } from '../../lib/top-layer.ts'

// Dialogs and the phone menu's sheet are the browser's own modal <dialog> (decision 0047): it keeps focus inside,
// makes the rest of the page inert, closes on Escape and gives focus back to what opened it, without the script
// that did all of this on every open (the purchase dialog's click spent most of its time there).

type ModalState = {
  open: boolean
  setOpen: (open: boolean) => void
  // What opened it: Safari does not focus a clicked button, so the browser alone would give focus back to nothing.
  trigger: RefObject<HTMLElement | null>
}
const ModalContext = createContext<ModalState | null>(null)

function useModal() {
  const state = useContext(ModalContext)
  if (!state) throw new Error('A dialog part must be inside its <Dialog>')
  return state
}

/** Open or closed, controlled (`open` and `onOpenChange`) or on its own. */
export function ModalRoot({
  open,
  defaultOpen = false,
  onOpenChange,
  children,
}: {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  children: ReactNode
}) {
  const [own, setOwn] = useState(defaultOpen)
  const trigger = useRef<HTMLElement>(null)
  const isOpen = open ?? own
  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setOwn(next)
      onOpenChange?.(next)
    },
    [open, onOpenChange],
  )
  const state = useMemo(() => ({ open: isOpen, setOpen, trigger }), [isOpen, setOpen])
  return <ModalContext value={state}>{children}</ModalContext>
}

/** Its one child opens the dialog. */
export function ModalTrigger({ children }: { asChild: true; children: ReactElement }) {
  const { open, setOpen, trigger } = useModal()
  return (
    <Slot.Root ref={trigger} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
      {children}
    </Slot.Root>
  )
}

/** Its one child closes the dialog. */
export function ModalClose({ children }: { asChild: true; children: ReactElement }) {
  const { setOpen } = useModal()
  return <Slot.Root onClick={() => setOpen(false)}>{children}</Slot.Root>
}

type PanelProps = {
  className: string
  labelledBy: string
  describedBy?: string
  /** Focus goes here on close, when what opened the dialog is not what had focus (the browser's own choice). */
  returnFocus?: RefObject<HTMLElement | null>
  children: ReactNode
}

/** The open dialog, at the end of the page's body as before (so a click in it never reaches a link around it). */
export function ModalPanel(props: PanelProps) {
  const { open, setOpen } = useModal()
  // Nothing of it is in the server's HTML: a page is never drawn with a dialog open.
  const hydrated = useHydrated()
  if (!open || !hydrated) return null
  return createPortal(<OpenPanel {...props} onDismiss={() => setOpen(false)} />, document.body)
}

function OpenPanel({
  className,
  labelledBy,
  describedBy,
  returnFocus,
  children,
  onDismiss,
}: PanelProps & { onDismiss: () => void }) {
  const { trigger } = useModal()
  const ref = useRef<HTMLDialogElement>(null)
  const pressedOutside = useRef(false)

  useLayoutEffect(() => {
    const dialog = ref.current!
    dialog.showModal()
    // The browser focuses the first control, a link too; a link is never where focus starts (as with Radix before):
    // Enter would leave the page.
    if (document.activeElement instanceof HTMLAnchorElement)
      tabStops(dialog)
        .find((el) => !(el instanceof HTMLAnchorElement))
        ?.focus()
    placeToasts()
    // Read on close, not now: the elements the refs point at then.
    const focusOnClose = returnFocus
    const opener = trigger
    return () => {
      // Closing (not only removing) it is what gives focus back to the control that opened it.
      dialog.close()
      placeToasts()
      const target =
        focusOnClose?.current ?? (document.activeElement === document.body ? opener.current : null)
      if (target?.isConnected) target.focus()
    }
  }, [returnFocus, trigger])

  // A press that starts and ends on the dimmed page around the dialog closes it, as Escape does.
  const outside = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target !== e.currentTarget) return false
    const box = e.currentTarget.getBoundingClientRect()
    return e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      // React passes these events up its own tree: a dialog opened from inside this one must not close it too.
      onCancel={(e) => {
        if (e.target !== e.currentTarget) return
        e.preventDefault()
        onDismiss()
      }}
      // The browser may close it without asking (a second Escape with no click between): follow it.
      onClose={(e) => {
        if (e.target === e.currentTarget && !e.currentTarget.open) onDismiss()
      }}
      onKeyDown={keepTabInside}
      onPointerDown={(e) => {
        pressedOutside.current = outside(e)
      }}
      onClick={(e) => {
        if (pressedOutside.current && outside(e)) onDismiss()
        pressedOutside.current = false
      }}
    >
      {children}
    </dialog>
  )
}

const focusable = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]'

// The browser keeps focus out of the inert page, but Tab from the last control would leave for its own toolbar
// (or nowhere, headless): Tab and Shift+Tab go round the dialog's controls instead.
function keepTabInside(e: KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return
  const stops = tabStops(e.currentTarget)
  const first = stops[0]
  const last = stops[stops.length - 1]
  if (!first || !last) return e.preventDefault()
  const active = document.activeElement
  if (e.shiftKey ? active === first || active === e.currentTarget : active === last) {
    e.preventDefault()
    ;(e.shiftKey ? last : first).focus()
  }
}

function tabStops(dialog: HTMLDialogElement) {
  // Of a group of radio buttons only the checked one is a stop (or each, when none is checked).
  const skippedRadio = (el: HTMLElement) =>
    el instanceof HTMLInputElement &&
    el.type === 'radio' &&
    !el.checked &&
    dialog.querySelector(`input[type="radio"][name="${CSS.escape(el.name)}"]:checked`) !== null
  // checkVisibility came to Safari in 17.4.
  const visible = (el: HTMLElement) =>
    typeof el.checkVisibility === 'function' ? el.checkVisibility() : true
  return [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
    (el) => el.tabIndex >= 0 && !el.matches(':disabled') && visible(el) && !skippedRadio(el),
  )
}
