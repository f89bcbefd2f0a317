/**
 * Text from outside (the API, the URL) in its own bidi island: a right-to-left name or bio
 * cannot reorder the words around it, and its control characters are stripped (lib/plainText).
 * It is data, never the app's words: browsers' translators leave it as it is.
 */
import { plainText } from '@/lib/plainText'

export function Bidi({ text, keepLines = false }: { text: string; keepLines?: boolean }) {
  return <bdi translate="no">{plainText(text, { keepLines })}</bdi>
}
