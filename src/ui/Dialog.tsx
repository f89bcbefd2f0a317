/**
 * A generic accessible dialog: role="dialog", aria-modal, labelled by its title, focus kept
 * inside (Tab wraps), Escape closes, focus returns to the element that opened it. Dialogs
 * stack (a wallet's prompt over the transaction dialog): only the topmost handles keys.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { cn } from '@/lib/cn'

export interface DialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  className?: string
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Open dialogs, oldest first: keys belong to the last one. */
const openDialogs: object[] = []

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'))
}

export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
  const titleId = useId()
  const descriptionId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  useEffect(() => {
    if (!open) return
    const token = {}
    openDialogs.push(token)
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const root = panel.current
    // Focus the first control (or the panel itself) once rendered.
    ;(root && (focusables(root)[0] ?? root))?.focus()
    function onKeyDown(event: KeyboardEvent) {
      if (openDialogs.at(-1) !== token) return
      if (event.key === 'Escape') {
        event.stopPropagation()
        onCloseRef.current()
        return
      }
      if (event.key !== 'Tab' || !root) return
      const items = focusables(root)
      if (items.length === 0) {
        event.preventDefault()
        return
      }
      const first = items[0]!
      const last = items[items.length - 1]!
      const current = document.activeElement
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      openDialogs.splice(openDialogs.indexOf(token), 1)
      // Back to where the user was.
      if (opener?.isConnected) opener.focus()
    }
  }, [open])

  if (!open) return null
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div
        className="absolute inset-0 bg-black/50"
        aria-hidden="true"
        onClick={onClose}
        data-testid="dialog-backdrop"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative w-full max-w-md rounded-xl border border-line bg-surface p-6 text-fg shadow-xl outline-none',
          className,
        )}
      >
        <h2 id={titleId} className="mb-2 text-lg font-semibold">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mb-4 text-sm opacity-80">
            {description}
          </p>
        )}
        {children}
      </div>
    </div>,
    document.body,
  )
}
