/**
 * The mock chain across a page reload (browser only): browser.ts writes this snapshot to
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

export function snapshotWorld(): string {
  const { issued: _issued, ...rest } = world
  return JSON.stringify(rest, replacer)
}

/** Replaces the world with a snapshot; false (and the world untouched) when it is unreadable. */
export function restoreWorld(text: string): boolean {
  try {
    const parsed = JSON.parse(text, reviver) as Omit<World, 'issued'> & Partial<Tagged>
    if (!(parsed.names instanceof Map) || typeof parsed.round !== 'bigint') return false
    Object.assign(world, parsed, { issued: new Map() })
    return true
  } catch {
    return false
  }
}
