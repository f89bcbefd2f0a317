/// <reference types="vite/client" />

/** The IntersectionObserver polyfill installs itself on window; it exports nothing. */
declare module 'intersection-observer'

/** Unicode's confusables that read as name letters, grouped by what they read as (scripts/vite/confusableSkeletons.ts). */
declare module 'virtual:confusables' {
  export const confusables: Readonly<Record<string, string>>
}

/** A language's catalogue in parts (scripts/vite/catalogChunks.ts): the boot part's words, and where the others are. */
declare module 'virtual:i18n-catalog/*' {
  type Groups = Record<string, Record<string, unknown>>
  export const boot: Groups
  export const partOf: Readonly<Record<string, number>>
  export const parts: readonly (() => Promise<{ default: Groups }>)[]
}
