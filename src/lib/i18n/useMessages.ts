/** A component's words in the chosen language; it re-renders when the language changes. */
export { useStore as useMessages } from '@nanostores/react'
