/**
 * A button that opens a panel below it: the account menu and the profile's Manage menu. Escape
 * closes it and gives focus back to the button; a click outside closes it; Arrow Up and Down
 * move between the panel's buttons. Items close it by calling `close`.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Button, type ButtonProps } from './Button'

export interface DropdownMenuProps {
  /** What the button shows. */
  label: ReactNode
  /** Extra props for the button (size, aria-label, test id). */
  buttonProps?: Omit<ButtonProps, 'onClick' | 'children'> & { 'data-testid'?: string }
  panelClassName?: string
  children: (close: () => void) => ReactNode
}

export function DropdownMenu({ label, buttonProps, panelClassName, children }: DropdownMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    const onDown = (event: PointerEvent | MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onDown)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onDown)
    }
  }, [open])

  // Arrow keys walk the panel's buttons, wrapping around.
  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')]
    if (items.length === 0) return
    event.preventDefault()
    const at = items.indexOf(document.activeElement as HTMLButtonElement)
    const step = event.key === 'ArrowDown' ? 1 : -1
    items[(at + step + items.length) % items.length]?.focus()
  }

  return (
    <div ref={root} className="relative">
      <Button
        {...buttonProps}
        ref={toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
      </Button>
      {open && (
        <div
          id={panelId}
          onKeyDown={onPanelKey}
          className={cn(
            'absolute right-0 z-40 mt-1 flex flex-col gap-1 rounded-lg border border-line bg-surface p-1 text-fg shadow-lg',
            panelClassName,
          )}
        >
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  )
}
