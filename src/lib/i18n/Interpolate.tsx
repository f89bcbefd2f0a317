import { Fragment, type ReactNode } from 'react'

const PLACEHOLDER = /\{(\w+)\}/

/**
 * A translated sentence with elements in it (a link, an address, a date): each `{key}` of the
 * text becomes its node, wherever the language puts it. The text is a plain message, not
 * `params`, so its placeholders are still there to replace.
 */
export function Interpolate({ text, values }: { text: string; values: Readonly<Record<string, ReactNode>> }) {
  // split with a capture group: even indexes are text, odd ones placeholder keys.
  const parts = text.split(PLACEHOLDER)
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 0 ? part : <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>,
      )}
    </>
  )
}
