/** A chunk-group name function: `name` for every module `entry` imports statically, at any depth. */
import type { Rolldown } from 'vite'
import { reachable } from './reachable'

export function closureChunk(name: string, entry: string) {
  let closure: Set<string> | null = null
  return (id: string, ctx: Rolldown.ChunkingContext): string | null => {
    closure ??= reachable([entry], (module) => ctx.getModuleInfo(module)?.importedIds ?? [])
    return closure.has(id) ? name : null
  }
}
