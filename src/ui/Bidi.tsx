/**
 * Text from outside (the API, the URL) in its own bidi island: a right-to-left name or bio
 * cannot reorder the words around it, and its control characters are stripped (lib/plainText).
 */
import { plainText } from '@/lib/plainText'

export function Bidi({ text, keepLines = false }: { text: string; keepLines?: boolean }) {
  return <bdi>{plainText(text, { keepLines })}</bdi>
}
