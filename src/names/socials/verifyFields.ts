/** What can be verified, and what the user must do with the challenge for each. */
import type { NfdRecord, VerifiableField } from '../api/types'
import { i18n, params } from '@/lib/i18n/i18n'

const messages = i18n('names/socials/verifyFields', {
  domain: 'Domain',
  email: 'Email',
  twitterSteps: params('Post the text below publicly from {account} on X, then check.'),
  githubSteps: params('Create a public gist as {account} on GitHub containing the text below, then check.'),
  domainSteps: params('Add a DNS TXT record to {domain} with the value below. DNS can take a few minutes; then check.'),
  blueskySteps: params('Post the text below publicly from {account} on Bluesky, then check.'),
  emailSteps: params('The name service sent a code to {address}. Type it below.'),
  verified: params('Verified: {value}. Verify it again only if the check mark is missing somewhere.'),
  unverified: params('Not verified yet: {value}. Get the challenge to verify it.'),
  notSet: params('No {field} on the profile yet: add it with Edit profile, then verify it here.'),
  optionVerified: params('{field}: {value}, verified'),
  optionUnverified: params('{field}: {value}, not verified'),
  optionNotSet: params('{field}: not set'),
})

export interface VerifySpec {
  field: VerifiableField
  /** The field's name in the chosen language (brands keep theirs). */
  readonly label: string
  /** The user types a code they received instead of posting the challenge. */
  codeFromUser: boolean
  /** What to do with the challenge (the value being verified, the challenge). */
  instructions(value: string, challenge: string): string
}

export const VERIFY_SPECS: readonly VerifySpec[] = [
  {
    field: 'twitter',
    label: 'X (Twitter)',
    codeFromUser: false,
    instructions: (value) => messages.get().twitterSteps({ account: value.startsWith('@') ? value : `@${value}` }),
  },
  {
    field: 'github',
    label: 'GitHub',
    codeFromUser: false,
    instructions: (value) => messages.get().githubSteps({ account: value }),
  },
  {
    field: 'domain',
    get label() {
      return messages.get().domain
    },
    codeFromUser: false,
    instructions: (value) => messages.get().domainSteps({ domain: value }),
  },
  {
    field: 'blueskydid',
    label: 'Bluesky',
    codeFromUser: false,
    instructions: (value) => messages.get().blueskySteps({ account: value }),
  },
  {
    field: 'email',
    get label() {
      return messages.get().email
    },
    codeFromUser: true,
    instructions: (value) => messages.get().emailSteps({ address: value }),
  },
]

export function verifySpec(field: VerifiableField): VerifySpec {
  return VERIFY_SPECS.find((s) => s.field === field) ?? VERIFY_SPECS[0]!
}

/** The value the owner set for the field (what gets verified), or ''. */
function userValue(record: NfdRecord | null, field: VerifiableField): string {
  return record?.properties?.userDefined?.[field]?.trim() ?? ''
}

/**
 * Where a field stands, from the record alone: one answer, never two. Verified is the value the
 * service verified, while the profile still shows it (or shows nothing: the service keeps it);
 * a value the owner changed since is unverified.
 */
export type VerifyStatus =
  { kind: 'verified'; value: string } | { kind: 'unverified'; value: string } | { kind: 'notSet' }

export function verifyStatus(record: NfdRecord | null, field: VerifiableField): VerifyStatus {
  const verified = record?.properties?.verified?.[field]?.trim() ?? ''
  const shown = userValue(record, field)
  if (verified && (!shown || shown === verified)) return { kind: 'verified', value: verified }
  return shown ? { kind: 'unverified', value: shown } : { kind: 'notSet' }
}

/** The status in one sentence, for the field chosen. */
export function statusSentence(spec: VerifySpec, status: VerifyStatus): string {
  const t = messages.get()
  switch (status.kind) {
    case 'verified':
      return t.verified({ value: status.value })
    case 'unverified':
      return t.unverified({ value: status.value })
    case 'notSet':
      return t.notSet({ field: spec.label })
  }
}

/** A choice in the list: the field and where it stands, in a few words. */
export function optionLabel(spec: VerifySpec, status: VerifyStatus): string {
  const t = messages.get()
  switch (status.kind) {
    case 'verified':
      return t.optionVerified({ field: spec.label, value: status.value })
    case 'unverified':
      return t.optionUnverified({ field: spec.label, value: status.value })
    case 'notSet':
      return t.optionNotSet({ field: spec.label })
  }
}

/** The field the dialog opens on: one waiting to be verified, else one that is set, else the first. */
export function defaultField(record: NfdRecord | null): VerifiableField {
  const statuses = VERIFY_SPECS.map((s) => ({ field: s.field, kind: verifyStatus(record, s.field).kind }))
  return (
    statuses.find((s) => s.kind === 'unverified')?.field ??
    statuses.find((s) => s.kind === 'verified')?.field ??
    VERIFY_SPECS[0]!.field
  )
}
