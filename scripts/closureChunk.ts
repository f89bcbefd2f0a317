/** A chunk-group name function: `name` for every module the entries need at load, at any depth. */
import type { Rolldown } from 'vite'
import { usedClosure } from './usedClosure.ts'

export function closureChunk(name: string, entries: string | readonly string[]) {
  let closure: Set<string> | null = null
  return (id: string, ctx: Rolldown.ChunkingContext): string | null => {
    closure ??= usedClosure(typeof entries === 'string' ? [entries] : entries, (module) => ctx.getModuleInfo(module))
    return closure.has(id) ? name : null
  }
}
