/** Edit the profile's own (user-defined) fields. Only changed fields are sent; blank clears one. */
import { updateProperties } from '../../api/update'
import type { ActionContext, ActionValues, FieldSpec } from '../types'
import { defineAction } from '../types'
import { nameQueries } from '../touchedQueries'
import { updateIntent } from './parties'
import { profileChangedSteps } from '../nextSteps'

/** The editable fields, in form order (keys as the API stores them in properties.userDefined). */
const PROFILE_FIELDS: readonly { key: string; label: string; maxLength: number; multiline?: boolean }[] = [
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

export const editProfile = defineAction<{ changes: Record<string, string> }>({
  order: 60,
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
  parse(values, ctx) {
    const tooLong = PROFILE_FIELDS.find(({ key, maxLength }) => (values[key] ?? '').trim().length > maxLength)
    if (tooLong) return { ok: false, message: `${tooLong.label}: at most ${tooLong.maxLength} characters` }
    const changes = changedFields(values, ctx)
    return Object.keys(changes).length === 0
      ? { ok: false, message: 'Nothing changed yet.' }
      : { ok: true, value: { changes } }
  },
  costs: () => [],
  intent: ({ changes }, ctx) =>
    updateIntent(
      ctx,
      Object.entries(changes).map(([key, value]) => [`u.${key}`, value] as const),
    ),
  build: ({ changes }, ctx) =>
    updateProperties(ctx.network, ctx.name, { sender: ctx.sender, properties: { userDefined: changes } }),
  invalidates: (ctx) => nameQueries(ctx.network, ctx.name),
  success: (_data, ctx) => `${ctx.name}'s profile is updated`,
  next: (_data, ctx) => profileChangedSteps(ctx.name),
})
