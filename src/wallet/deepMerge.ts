/** Merges configuration objects (adapter options over defaults) without mutating either. */
type Plain = Record<string, unknown>

function isPlainObject(value: unknown): value is Plain {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

export function deepMerge<T extends object, S extends object>(target: T, source: S): T & S {
  if (!isPlainObject(target) || !isPlainObject(source)) {
    throw new Error('Target and source must be objects')
  }
  const out: Plain = { ...target }
  for (const [key, value] of Object.entries(source)) {
    // Never let a config object rewrite prototypes.
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue
    const current = out[key]
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value
  }
  return out as T & S
}
