/** Class merging: later Tailwind classes win over conflicting earlier ones (tailwind-merge). */
import { extendTailwindMerge } from 'tailwind-merge'

const twMerge = extendTailwindMerge({
  // The class-merge cache holds 500 entries.
  cacheSize: 500,
})

export type ClassValue = string | false | null | undefined | 0

export function cn(...classes: ClassValue[]): string {
  return twMerge(classes.filter(Boolean).join(' '))
}
