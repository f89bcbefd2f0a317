/**
 * Rolldown puts a module shared by the entry and a lazy page into a chunk of its own, even when
 * the entry always loads it first: the app started with 17 requests for 146 kB, most of them
 * under 2 kB. On a slow link each small file costs a round trip. This names one chunk, "boot",
 * for every module the entry imports statically, so the start is the entry plus boot.
 */
import { closureChunk } from './closureChunk.ts'

export function bootChunk(entry: string) {
  return closureChunk('boot', entry)
}
