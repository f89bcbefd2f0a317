/**
 * Toasts, each type with its own duration: success 2 s; error, blank and custom 4 s; loading
 * until dismissed or replaced. Components call these, never sonner directly.
 *
 * sonner is loaded after first paint (it is not needed before the first outcome), so each call
 * returns its toast id at once and shows the toast when the Toaster is mounted.
 */
import type { ReactElement } from 'react'
import type { ExternalToast } from 'sonner'
import { TOAST_DURATION_MS } from '@/config/constants'

type Sonner = typeof import('sonner')
type Options = Omit<ExternalToast, 'duration'>
type Id = string | number

let markReady: () => void = () => {}
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve
})
let sonner: Promise<Sonner> | null = null

/** Called by the Toaster once it listens: toasts fired earlier wait for it instead of being lost. */
export function toasterMounted(): void {
  markReady()
}

function withToast(show: (toast: Sonner['toast']) => void): void {
  sonner ??= import('sonner')
  void Promise.all([sonner, toasterReady]).then(([module]) => show(module.toast))
}

let counter = 0
function show(
  type: 'blank' | 'success' | 'error' | 'loading',
  message: string,
  options: Options | undefined,
  duration: number,
): Id {
  const id = options?.id ?? `toast-${++counter}`
  withToast((toast) => {
    const fire = type === 'blank' ? toast : toast[type]
    fire(message, { ...options, id, duration })
  })
  return id
}

export const notify = {
  blank: (message: string, options?: Options): Id => show('blank', message, options, TOAST_DURATION_MS.blank),
  success: (message: string, options?: Options): Id => show('success', message, options, TOAST_DURATION_MS.success),
  error: (message: string, options?: Options): Id => show('error', message, options, TOAST_DURATION_MS.error),
  loading: (message: string, options?: Options): Id => show('loading', message, options, Infinity),
  custom: (render: (id: Id) => ReactElement, options?: Options): Id => {
    const id = options?.id ?? `toast-${++counter}`
    withToast((toast) => toast.custom(render, { ...options, id, duration: TOAST_DURATION_MS.custom }))
    return id
  },
  dismiss: (id?: Id): void => withToast((toast) => toast.dismiss(id)),
}
