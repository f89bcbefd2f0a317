/** Edit the profile's own (user-defined) fields. Only changed fields are sent; blank clears one. */
import { updateProperties } from '../../api/update'
import type { ActionContext, ActionDefinition, ActionValues, FieldSpec } from '../types'
import { nameQueries } from '../touchedQueries'

/** The editable fields, in form order (keys as the API stores them in properties.userDefined). */
export const PROFILE_FIELDS: readonly { key: string; label: string; maxLength: number; multiline?: boolean }[] = [
  { key: 'name', label: 'Display name', maxLength: 64 },
  { key: 'bio', label: 'Bio', maxLength: 500, multiline: true },
  { key: 'url', label: 'Website', maxLength: 256 },
  { key: 'twitter', label: 'X (Twitter) handle', maxLength: 64 },
  { key: 'github', label: 'GitHub user', maxLength: 64 },
  { key: 'discord', label: 'Discord', maxLength: 64 },
  { key: 'telegram', label: 'Telegram', maxLength: 64 },
  { key: 'domain', label: 'Domain', maxLength: 253 },
  { key: 'email', label: 'Email', maxLength: 254 },
]

const current = (ctx: ActionContext, key: string) => ctx.record?.properties?.userDefined?.[key] ?? ''

/** key -> new value for each field that differs from the record ("" removes it). */
export function changedFields(values: ActionValues, ctx: ActionContext): Record<string, string> {
  const changes: Record<string, string> = {}
  for (const { key } of PROFILE_FIELDS) {
    const next = (values[key] ?? '').trim()
    if (next !== current(ctx, key)) changes[key] = next
  }
  return changes
}

export const editProfile: ActionDefinition = {
  id: 'editProfile',
  ability: 'canEdit',
  label: 'Edit profile',
  group: 'manage',
  title: (ctx) => `Edit ${ctx.name}`,
  summary: () =>
    'These fields are public and stored on chain. A changed social loses its verified mark until verified again.',
  requiresTerms: false,
  fields: () =>
    PROFILE_FIELDS.map(({ key, label, maxLength, multiline }): FieldSpec => ({
      key,
      kind: 'text',
      label,
      maxLength,
      optional: true,
      ...(multiline ? { multiline } : {}),
    })),
  initialValues: (ctx) => Object.fromEntries(PROFILE_FIELDS.map(({ key }) => [key, current(ctx, key)])),
  problem(values, ctx) {
    const tooLong = PROFILE_FIELDS.find(({ key, maxLength }) => (values[key] ?? '').trim().length > maxLength)
    if (tooLong) return `${tooLong.label}: at most ${tooLong.maxLength} characters`
    return Object.keys(changedFields(values, ctx)).length === 0 ? 'Nothing changed yet.' : null
  },
  costs: () => [],
  build: (values, ctx) =>
    updateProperties(ctx.network, ctx.name, {
      sender: ctx.sender,
      properties: { userDefined: changedFields(values, ctx) },
    }),
  invalidates: (ctx) => nameQueries(ctx.network, ctx.name),
  success: (_values, ctx) => `${ctx.name} updated`,
}
