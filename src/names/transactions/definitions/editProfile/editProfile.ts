/** Edit the profile's own (user-defined) fields. Only changed fields are sent; blank clears one. */
import { i18n, params } from '@/lib/i18n/i18n'
import { updateProperties } from '../../../api/update'
import { httpUrl } from '../../../core/httpUrl'
import type { ActionContext, ActionDefinition, ActionValues, FieldSpec } from '../../types'
import { nameQueries } from '../../../hooks/touchedQueries'
import { updateIntent } from '../parties'
import { profileChangedSteps } from '../../nextSteps'

const messages = i18n('names/transactions/definitions/editProfile/editProfile', {
  label: 'Edit profile',
  title: params('Edit {name}'),
  summary:
    'These fields are public and stored on chain. A changed social loses its verified mark until verified again.',
  name: 'Display name',
  bio: 'Bio',
  url: 'Website',
  twitter: 'X (Twitter) handle',
  github: 'GitHub user',
  discord: 'Discord',
  telegram: 'Telegram',
  domain: 'Domain',
  email: 'Email',
  tooLong: params('{field}: at most {max} characters'),
  notAUrl: params('{field}: a web address, as https://example.com'),
  unchanged: 'Nothing changed yet.',
  success: params("{name}'s profile is updated"),
})

type ProfileKey = 'name' | 'bio' | 'url' | 'twitter' | 'github' | 'discord' | 'telegram' | 'domain' | 'email'

/** The editable fields, in form order (keys as the API stores them in properties.userDefined). */
const PROFILE_FIELDS: readonly { key: ProfileKey; maxLength: number; multiline?: boolean }[] = [
  { key: 'name', maxLength: 64 },
  { key: 'bio', maxLength: 500, multiline: true },
  { key: 'url', maxLength: 256 },
  { key: 'twitter', maxLength: 64 },
  { key: 'github', maxLength: 64 },
  { key: 'discord', maxLength: 64 },
  { key: 'telegram', maxLength: 64 },
  { key: 'domain', maxLength: 253 },
  { key: 'email', maxLength: 254 },
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

export const editProfile: ActionDefinition<{ changes: Record<string, string> }> = {
  order: 60,
  ability: 'canEdit',
  label: () => messages.get().label,
  group: 'manage',
  section: 'Profile',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: () => messages.get().summary,
  requiresTerms: false,
  fields: () =>
    PROFILE_FIELDS.map(({ key, maxLength, multiline }): FieldSpec => ({
      key,
      kind: 'text',
      label: messages.get()[key],
      maxLength,
      optional: true,
      ...(multiline ? { multiline } : {}),
    })),
  initialValues: (ctx) => Object.fromEntries(PROFILE_FIELDS.map(({ key }) => [key, current(ctx, key)])),
  parse(values, ctx) {
    const tooLong = PROFILE_FIELDS.find(({ key, maxLength }) => (values[key] ?? '').trim().length > maxLength)
    const t = messages.get()
    if (tooLong) return { ok: false, message: t.tooLong({ field: t[tooLong.key], max: tooLong.maxLength }) }
    const changes = changedFields(values, ctx)
    // The profile links only an http(s) URL: anything else would be shown as text, never opened.
    if (changes.url && !httpUrl(changes.url)) return { ok: false, message: t.notAUrl({ field: t.url }) }
    return Object.keys(changes).length === 0 ? { ok: false, message: t.unchanged } : { ok: true, value: { changes } }
  },
  costs: () => [],
  intent: ({ changes }, ctx) =>
    updateIntent(
      ctx,
      Object.entries(changes)
        .filter(([, value]) => value !== '')
        .map(([key, value]) => [`u.${key}`, value] as const),
      Object.entries(changes)
        .filter(([, value]) => value === '')
        .map(([key]) => `u.${key}`),
    ),
  build: ({ changes }, ctx) =>
    updateProperties(ctx.network, ctx.name, { sender: ctx.sender, properties: { userDefined: changes } }),
  invalidates: (ctx) => nameQueries(ctx.network, ctx.name),
  success: (_data, ctx) => messages.get().success({ name: ctx.name }),
  next: (_data, ctx) => profileChangedSteps(ctx.name),
}
