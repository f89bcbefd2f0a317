/**
 * The mock chain across a page reload (browser only): keptWorlds.ts writes this snapshot to
 * sessionStorage when the page goes away and reads it back on start, so "submitted, then reloaded" behaves like a
 * real node that still knows the transaction. Groups issued but not yet submitted are not kept:
 * their effects are closures, and a real service would have to be asked again too.
 */
import { world, type World } from './world'

type Tagged = { $map: [unknown, unknown][] } | { $bigint: string } | { $bytes: number[] }

function replacer(this: unknown, _key: string, value: unknown): unknown {
  if (value instanceof Map) return { $map: [...value.entries()] }
  if (typeof value === 'bigint') return { $bigint: value.toString() }
  if (value instanceof Uint8Array) return { $bytes: [...value] }
  return value
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object') {
    const tagged = value as Partial<Record<'$map' | '$bigint' | '$bytes', unknown>>
    if (Array.isArray(tagged.$map)) return new Map(tagged.$map as [unknown, unknown][])
    if (typeof tagged.$bigint === 'string') return BigInt(tagged.$bigint)
    if (Array.isArray(tagged.$bytes)) return Uint8Array.from(tagged.$bytes as number[])
  }
  return value
}

export function snapshotWorld(from: World = world): string {
  const { issued: _issued, ...rest } = from
  return JSON.stringify(rest, replacer)
}

/** A snapshot read back, with no issued groups; null when it is unreadable. */
export function readWorld(text: string): World | null {
  try {
    const parsed = JSON.parse(text, reviver) as Omit<World, 'issued'> & Partial<Tagged>
    if (!(parsed.names instanceof Map) || typeof parsed.round !== 'bigint') return null
    return { ...parsed, issued: new Map() }
  } catch {
    return null
  }
}

/** Replaces the world with a snapshot; false (and the world untouched) when it is unreadable. */
export function restoreWorld(text: string): boolean {
  const read = readWorld(text)
  if (read) Object.assign(world, read)
  return read !== null
}
