/// <reference types="vite/client" />

/** The IntersectionObserver polyfill installs itself on window; it exports nothing. */
declare module 'intersection-observer'

/** Unicode's confusables that read as name letters, grouped by what they read as (scripts/vite/confusableSkeletons.ts). */
declare module 'virtual:confusables' {
  export const confusables: Readonly<Record<string, string>>
}
