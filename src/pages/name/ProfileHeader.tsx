import { useState, type ReactNode } from 'react'
import { env } from '@/config/env'
import { Avatar } from '@/names/ui/Avatar'
import { imageUrl } from '@/names/core/imageUrl'
import { StateBadge } from '@/names/ui/StateBadge'
import type { NfdState } from '@/names/api/types'
import { Bidi } from '@/ui/Bidi'
import { BreakableName } from '@/names/ui/BreakableName'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/name/ProfileHeader', {
  name: 'Name',
  banner: params('{name} banner'),
})

/** Fixed banner height, shared with the skeleton so nothing moves when the profile arrives. */
export const BANNER_CLASS = 'h-28 w-full sm:h-44'
/** The banner image; the early record script paints the same into the prerendered skeleton. */
export const BANNER_IMAGE_CLASS = `${BANNER_CLASS} bg-surface-2 object-cover`

export interface ProfileHeaderProps {
  name: string
  state: NfdState | undefined
  avatar: string | null
  banner: string | null
  /** The owner's display name (user-defined, so plain text). */
  displayName?: string | null
  /** Under the name: price, owner, segment-of. */
  children?: ReactNode
  /** The main action (Mint, Buy, Claim, ...). */
  action?: ReactNode
}

export function ProfileHeader({ name, state, avatar, banner, displayName, children, action }: ProfileHeaderProps) {
  const bannerUrl = imageUrl(banner, env.imageGateway)
  // A banner that fails to load shows the placeholder, never a broken image.
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const t = useMessages(messages)
  return (
    <section className="overflow-hidden rounded-2xl border border-line bg-surface" aria-label={t.name}>
      {bannerUrl && failedUrl !== bannerUrl ? (
        <img
          src={bannerUrl}
          alt={t.banner({ name })}
          // The largest thing on a profile (its LCP): fetched ahead of the page's other images.
          fetchPriority="high"
          className={BANNER_IMAGE_CLASS}
          onError={() => setFailedUrl(bannerUrl)}
          data-testid="banner"
        />
      ) : (
        <div
          className={`${BANNER_CLASS} bg-gradient-to-r from-indigo-200 via-fuchsia-100 to-sky-200 dark:from-indigo-950 dark:via-fuchsia-950 dark:to-sky-950`}
          data-testid="banner-placeholder"
        />
      )}
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3 px-4 pb-4 sm:px-6">
        <Avatar name={name} src={avatar} size={96} priority className="-mt-12 border-4 border-surface" />
        {/* Sized by its content: when the name and the action do not fit on one line, the action
            goes below rather than crushing the name. */}
        <div className="min-w-0 flex-auto pt-3">
          <div className="flex flex-wrap items-center gap-2">
            <h1
              className="min-w-0 text-2xl font-bold wrap-anywhere sm:text-3xl"
              data-testid="profile-name"
              translate="no"
            >
              <BreakableName name={name} />
            </h1>
            <StateBadge state={state} />
          </div>
          {displayName && (
            <p className="break-words text-muted" data-testid="display-name" translate="no">
              <Bidi text={displayName} />
            </p>
          )}
          {children && <div className="mt-1 space-y-1 text-sm">{children}</div>}
        </div>
        {action && <div className="w-full sm:w-auto">{action}</div>}
      </div>
    </section>
  )
}
