/**
 * A name's confusable skeleton: the name with each character that imitates name letters
 * (Cyrillic "а", Greek "ο", full-width "ａ", styled "𝐚") replaced by the letters it imitates,
 * by Unicode's confusables list cut at build time to the characters that read as a–z, 0–9 and "-".
 * Decomposed before and after (NFD), so an accented look-alike maps through its base letter. Pure.
 */
import { confusables } from 'virtual:confusables'

const READS_AS = new Map<string, string>()
for (const [reads, chars] of Object.entries(confusables)) for (const char of chars) READS_AS.set(char, reads)

/** The text with every confusable replaced by the name letters it reads as; other characters kept. */
export function skeleton(text: string): string {
  const mapped = [...text.normalize('NFD')].map((char) => READS_AS.get(char) ?? char).join('')
  return mapped.normalize('NFD')
}
