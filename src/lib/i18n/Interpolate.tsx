import { Fragment, type ReactNode } from 'react'
import { PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudoText'

const PLACEHOLDER = /\{(\w+)\}/

/**
 * A translated sentence with elements in it (a link, an address, a date): each `{key}` of the
 * text becomes its node, wherever the language puts it. The text is a plain message, not
 * `params`, so its placeholders are still there to replace.
 */
export function Interpolate({ text, values }: { text: string; values: Readonly<Record<string, ReactNode>> }) {
  // The pseudo-locale brackets the whole sentence; cut by elements, each run of words keeps its
  // own brackets, so a check reading the page text node by text node still sees them translated.
  const pseudo = import.meta.env?.VITE_NETWORK === 'mock' && text.startsWith(PSEUDO_OPEN) && text.endsWith(PSEUDO_CLOSE)
  const inner = pseudo ? text.slice(PSEUDO_OPEN.length, -PSEUDO_CLOSE.length) : text
  const words = (run: string) => (pseudo && run ? `${PSEUDO_OPEN}${run}${PSEUDO_CLOSE}` : run)
  // split with a capture group: even indexes are text, odd ones placeholder keys.
  const parts = inner.split(PLACEHOLDER)
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 0 ? words(part) : <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>,
      )}
    </>
  )
}
