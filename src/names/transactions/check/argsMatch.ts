/**
 * Whether a call's decoded arguments are exactly the ones an intent declared: numbers by value,
 * texts and bytes byte for byte (a declared text stands for its UTF-8 bytes), lists item by
 * item, and a pattern only where the service chooses the value. Pure.
 */
import { bytesOf, isBytes, type AbiValue } from './appCalls'
import type { ArgRule, EveryPattern, ValuePattern } from './intent'

const decoder = new TextDecoder('utf-8', { fatal: true })

function isPattern(rule: ArgRule): rule is ValuePattern {
  return typeof rule === 'object' && !isBytes(rule) && !Array.isArray(rule) && 'pattern' in rule
}

function isEvery(rule: ArgRule): rule is EveryPattern {
  return typeof rule === 'object' && !isBytes(rule) && !Array.isArray(rule) && 'every' in rule
}

function textOf(value: AbiValue): string | null {
  if (typeof value === 'string') return value
  if (!isBytes(value)) return null
  try {
    return decoder.decode(value)
  } catch {
    return null
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

function matches(rule: ArgRule, value: AbiValue): boolean {
  if (isEvery(rule)) return Array.isArray(value) && value.length > 0 && value.every((item) => matches(rule.every, item))
  if (isPattern(rule)) {
    const text = textOf(value)
    return text !== null && rule.pattern.test(text)
  }
  if (Array.isArray(rule)) return Array.isArray(value) && argsMatch(rule, value)
  if (typeof rule === 'bigint') return typeof value === 'bigint' && rule === value
  if (typeof rule === 'boolean') return rule === value
  if (isBytes(value)) return sameBytes(bytesOf(rule as AbiValue), value)
  return rule === value
}

export function argsMatch(rules: readonly ArgRule[], values: readonly AbiValue[]): boolean {
  return rules.length === values.length && rules.every((rule, i) => matches(rule, values[i] as AbiValue))
}
