/** What can be verified, and what the user must do with the challenge for each. */
import type { NfdRecord, VerifiableField } from '../api/types'

export interface VerifySpec {
  field: VerifiableField
  label: string
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
    instructions: (value) =>
      `Post the text below publicly from ${value.startsWith('@') ? value : `@${value}`} on X, then check.`,
  },
  {
    field: 'github',
    label: 'GitHub',
    codeFromUser: false,
    instructions: (value) => `Create a public gist as ${value} on GitHub containing the text below, then check.`,
  },
  {
    field: 'domain',
    label: 'Domain',
    codeFromUser: false,
    instructions: (value) =>
      `Add a DNS TXT record to ${value} with the value below. DNS can take a few minutes; then check.`,
  },
  {
    field: 'blueskydid',
    label: 'Bluesky',
    codeFromUser: false,
    instructions: (value) => `Post the text below publicly from ${value} on Bluesky, then check.`,
  },
  {
    field: 'email',
    label: 'Email',
    codeFromUser: true,
    instructions: (value) => `The name service sent a code to ${value}. Type it below.`,
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
  switch (status.kind) {
    case 'verified':
      return `Verified: ${status.value}. Verify it again only if the check mark is missing somewhere.`
    case 'unverified':
      return `Not verified yet: ${status.value}. Get the challenge to verify it.`
    case 'notSet':
      return `No ${spec.label} on the profile yet: add it with Edit profile, then verify it here.`
  }
}

/** A choice in the list: the field and where it stands, in a few words. */
export function optionLabel(spec: VerifySpec, status: VerifyStatus): string {
  switch (status.kind) {
    case 'verified':
      return `${spec.label}: ${status.value}, verified`
    case 'unverified':
      return `${spec.label}: ${status.value}, not verified`
    case 'notSet':
      return `${spec.label}: not set`
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
