/** Renders an action's field specs as a labelled form. Values stay raw strings until parsed. */
import { useCallback, useId } from 'react'
import type { ActionValues, FieldSpec } from '../types'
import { ImageField } from './ImageField'
import { RecipientLookup } from './RecipientLookup'

const INPUT = 'w-full rounded border border-line bg-surface px-2 py-1.5 text-sm text-fg'

export function ActionFields({
  fields,
  values,
  onChange,
}: {
  fields: FieldSpec[]
  values: ActionValues
  onChange: (values: ActionValues) => void
}) {
  const base = useId()
  // A resolved recipient arrives after lookups: merged into the values current at that time.
  const resolve = useCallback(
    (key: string, address: string) => onChange({ ...values, [`${key}Address`]: address }),
    [onChange, values],
  )
  if (fields.length === 0) return null
  const set = (key: string, value: string) => onChange({ ...values, [key]: value })
  return (
    <div className="flex flex-col gap-3">
      {fields.map((field) => {
        if (field.kind === 'image')
          return <ImageField key={field.key} field={field} values={values} onChange={onChange} />
        const id = `${base}-${field.key}`
        const hintId = field.hint ? `${id}-hint` : undefined
        const value = values[field.key] ?? ''
        const common = {
          id,
          name: field.key,
          value,
          'aria-describedby': hintId,
          className: INPUT,
        }
        let control
        if (field.kind === 'select') {
          control = (
            <select {...common} onChange={(e) => set(field.key, e.target.value)}>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )
        } else if (field.kind === 'text' && field.multiline) {
          control = (
            <textarea
              {...common}
              rows={3}
              maxLength={field.maxLength}
              onChange={(e) => set(field.key, e.target.value)}
            />
          )
        } else {
          control = (
            <input
              {...common}
              type="text"
              inputMode={field.kind === 'integer' ? 'numeric' : field.kind === 'algo' ? 'decimal' : undefined}
              maxLength={field.kind === 'text' ? field.maxLength : undefined}
              autoComplete="off"
              spellCheck={false}
              className={field.kind === 'address' || field.kind === 'recipient' ? `${INPUT} font-mono text-xs` : INPUT}
              onChange={(e) => set(field.key, e.target.value)}
            />
          )
        }
        return (
          <div key={field.key} className="flex flex-col gap-1 text-sm">
            <label htmlFor={id} className="font-medium">
              {field.label}
            </label>
            {control}
            {field.kind === 'recipient' && (
              <RecipientLookup
                id={`${id}-lookup`}
                value={value}
                resolved={values[`${field.key}Address`] ?? ''}
                onResolved={(address) => resolve(field.key, address)}
              />
            )}
            {field.hint && (
              <span id={hintId} className="text-xs text-muted">
                {field.hint}
              </span>
            )}
          </div>
        )
      })}
    </div>
  )
}
