/// <reference types="vite/client" />

/** The IntersectionObserver polyfill installs itself on window; it exports nothing. */
declare module 'intersection-observer'
