/** What can be verified, and what the user must do with the challenge for each. */
import type { NfdRecord, VerifiableField } from '../api/types'

export interface VerifySpec {
  field: VerifiableField
  label: string
  /** The user types a code they received instead of posting the challenge. */
  codeFromUser: boolean
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
    instructions: (value) => `We sent a code to ${value}. Type it below.`,
  },
]

export function verifySpec(field: VerifiableField): VerifySpec {
  return VERIFY_SPECS.find((s) => s.field === field) ?? VERIFY_SPECS[0]!
}

/** The value the owner set for the field (what gets verified), or ''. */
export function userValue(record: NfdRecord | null, field: VerifiableField): string {
  return record?.properties?.userDefined?.[field]?.trim() ?? ''
}

export function isVerified(record: NfdRecord | null, field: VerifiableField): boolean {
  return Boolean(record?.properties?.verified?.[field])
}
