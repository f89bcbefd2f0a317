/**
 * Toasts with the spec's durations (§9): success 2 s; error, blank and custom 4 s; loading
 * until dismissed or replaced. Components call these, never sonner's defaults directly.
 */
import type { ReactElement } from 'react'
import { toast, type ExternalToast } from 'sonner'
import { TOAST_DURATION_MS } from '@/config/constants'

type Options = Omit<ExternalToast, 'duration'>
type Id = string | number

export const notify = {
  blank: (message: string, options?: Options): Id => toast(message, { ...options, duration: TOAST_DURATION_MS.blank }),
  success: (message: string, options?: Options): Id =>
    toast.success(message, { ...options, duration: TOAST_DURATION_MS.success }),
  error: (message: string, options?: Options): Id =>
    toast.error(message, { ...options, duration: TOAST_DURATION_MS.error }),
  loading: (message: string, options?: Options): Id => toast.loading(message, { ...options, duration: Infinity }),
  custom: (render: (id: Id) => ReactElement, options?: Options): Id =>
    toast.custom(render, { ...options, duration: TOAST_DURATION_MS.custom }),
  dismiss: (id?: Id): Id => toast.dismiss(id),
}
