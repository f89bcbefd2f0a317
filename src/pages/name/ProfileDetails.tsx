import type { ReactNode } from 'react'
import type { NfdRecord } from '@/names/api/types'
import { AddressLink } from '@/names/ui/AddressLink'
import { profileBio, profileLinks, profileSocials, type ProfileField } from '@/names/core/profileFields'
import { VerifiedMark } from '@/names/ui/VerifiedMark'
import { PendingVerificationMark } from '@/names/socials/PendingVerificationMark'
import { Bidi } from '@/ui/Bidi'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/name/ProfileDetails', {
  about: 'About',
  noAbout: 'The owner has not added a bio or links yet.',
  addresses: 'Addresses',
  noAddresses: 'No linked addresses.',
  primary: '(primary)',
})

export function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * A field's value: a link only for an http(s) href, text otherwise. React escapes all of it. A
 * link shows where it really goes (linkText: the parsed host, punycode for lookalike letters),
 * not the owner's text, which could read as another site.
 */
function FieldValue({ field }: { field: ProfileField }) {
  if (field.href) {
    return (
      <a
        href={field.href}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="break-all text-accent underline-offset-2 hover:underline"
        title={field.href}
        translate="no"
      >
        <Bidi text={field.linkText ?? field.value} />
      </a>
    )
  }
  return (
    <span className="break-all" translate="no">
      <Bidi text={field.value} />
    </span>
  )
}

interface FieldListProps {
  fields: ProfileField[]
  testId: string
  /** Shown after a field's value and mark (the owner's pending verification). */
  after?: (field: ProfileField) => ReactNode
}

function FieldList({ fields, testId, after }: FieldListProps) {
  return (
    <dl className="space-y-2" data-testid={testId}>
      {fields.map((field) => (
        <div key={field.key} className="flex flex-wrap items-center gap-x-2 gap-y-1" data-field={field.key}>
          <dt className="w-24 shrink-0 text-sm text-muted" translate={field.brand ? 'no' : undefined}>
            {field.label}
          </dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-2">
            <FieldValue field={field} />
            <VerifiedMark verified={field.verified} />
            {after?.(field)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Bio, website and socials: owner-written text, shown as text (never HTML). */
export function ProfileAbout({ record }: { record: NfdRecord }) {
  const bio = profileBio(record)
  const links = profileLinks(record)
  const socials = profileSocials(record)
  const t = useMessages(messages)
  return (
    <Card title={t.about} id="about-heading">
      {!bio && links.length === 0 && socials.length === 0 ? (
        <p className="text-sm text-muted">{t.noAbout}</p>
      ) : (
        <div className="space-y-4">
          {bio && (
            <p className="break-words whitespace-pre-line" data-testid="profile-bio" translate="no">
              <Bidi text={bio} keepLines />
            </p>
          )}
          {links.length > 0 && <FieldList fields={links} testId="profile-links" />}
          {socials.length > 0 && (
            <FieldList
              fields={socials}
              testId="profile-socials"
              after={(field) => <PendingVerificationMark name={record.name} field={field.key} />}
            />
          )}
        </div>
      )}
    </Card>
  )
}

/** Linked Algorand addresses: verified ones (caAlgo) are safe to send to; the others are marked. */
export function ProfileAddresses({ record }: { record: NfdRecord }) {
  const verified = record.caAlgo ?? []
  const unverified = (record.unverifiedCaAlgo ?? []).filter((address) => !verified.includes(address))
  const t = useMessages(messages)
  return (
    <Card title={t.addresses} id="addresses-heading">
      {verified.length === 0 && unverified.length === 0 ? (
        <p className="text-sm text-muted">{t.noAddresses}</p>
      ) : (
        <ul className="space-y-2" data-testid="profile-addresses">
          {verified.map((address, index) => (
            <li key={address} className="flex flex-wrap items-center gap-2" data-verified="true">
              <AddressLink address={address} />
              <VerifiedMark verified />
              {index === 0 && <span className="text-xs text-muted">{t.primary}</span>}
            </li>
          ))}
          {unverified.map((address) => (
            <li key={address} className="flex flex-wrap items-center gap-2" data-verified="false">
              <AddressLink address={address} />
              <VerifiedMark verified={false} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
