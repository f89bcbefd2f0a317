/**
 * Lenient parsing at the client boundary: each field of a reply is checked on its own, and a
 * field of the wrong type is dropped (treated as missing) and logged, so one bad field never
 * reaches a component and never costs the rest of the record.
 */
import * as v from 'valibot'
import { logger } from '@/lib/logger'

export type FieldSchemas = Record<string, v.GenericSchema>

/** What pickValid keeps: each field its schema's output type, each one possibly missing. */
export type Picked<Fields extends FieldSchemas> = { [Key in keyof Fields]?: v.InferOutput<Fields[Key]> }

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The fields of `input` that `fields` knows and that pass their schema; unknown keys are left out. */
export function pickValid<Fields extends FieldSchemas>(
  input: Record<string, unknown>,
  fields: Fields,
  where: string,
): Picked<Fields> {
  const out: Picked<Fields> = {}
  for (const key of Object.keys(fields) as (keyof Fields & string)[]) {
    const schema = fields[key]
    if (!schema || !(key in input) || input[key] === undefined) continue
    const result = v.safeParse(schema, input[key])
    if (result.success) out[key] = result.output
    else logger.warn(`Dropped ${where}.${key}: ${result.issues[0]?.message ?? 'invalid'}`)
  }
  return out
}

/** An array whose bad items are dropped (and logged) instead of failing the whole field. */
export function lenientArray<T>(item: v.GenericSchema<unknown, T>, where: string) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.flatMap((entry, index) => {
        const result = v.safeParse(item, entry)
        if (result.success) return [result.output]
        logger.warn(`Dropped ${where}[${index}]: ${result.issues[0]?.message ?? 'invalid'}`)
        return []
      }),
    ),
  )
}

/** A string map whose entries of another type are dropped (and logged). */
export function lenientStringMap(where: string) {
  return v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((map) => {
      const out: Record<string, string> = {}
      for (const [key, value] of Object.entries(map)) {
        if (typeof value === 'string') out[key] = value
        else logger.warn(`Dropped ${where}.${key}: not a string`)
      }
      return out
    }),
  )
}
