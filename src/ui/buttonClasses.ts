/** Button look as data: sizes and variants, shared by buttons and button-like links. */
import { cx } from '@/lib/cx'

export const BUTTON_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const
export const BUTTON_VARIANTS = ['default', 'gradient', 'primary', 'danger'] as const
export type ButtonSize = (typeof BUTTON_SIZES)[number]
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number]

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg text-center font-medium transition-colors select-none ' +
  'disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2'

// Each a least height, not a fixed one: a label that wraps (a long translation) grows the button
// instead of spilling over its border.
const sizes: Record<ButtonSize, string> = {
  xs: 'min-h-7 px-2 py-0.5 text-xs',
  sm: 'min-h-8 px-3 py-1 text-sm',
  md: 'min-h-10 px-4 py-1.5 text-sm',
  lg: 'min-h-11 px-5 py-2 text-base',
  xl: 'min-h-13 px-6 py-2 text-lg',
}

const variants: Record<ButtonVariant, string> = {
  default: 'border border-line bg-surface text-fg hover:bg-surface-2',
  gradient: 'bg-gradient-to-r from-indigo-700 to-fuchsia-700 text-white hover:from-indigo-800 hover:to-fuchsia-800',
  primary: 'bg-accent text-accent-fg hover:opacity-90',
  danger: 'bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-700',
}

/**
 * `extra` adds (margin, width, responsive visibility); it does not override the base, size or
 * variant, as classes are joined, not merged: pick another size or variant instead.
 */
export function buttonClasses(size: ButtonSize = 'md', variant: ButtonVariant = 'default', extra?: string): string {
  return cx(base, sizes[size], variants[variant], extra)
}
