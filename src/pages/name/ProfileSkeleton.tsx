import { LoadingRegion, Skeleton } from '@/ui/Skeleton'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { BANNER_CLASS } from './ProfileHeader'

const messages = i18n('pages/name/ProfileSkeleton', { loading: 'Loading name' })

/** Marks the banner's place in the prerendered skeleton, where the early record script paints it. */
export const EARLY_BANNER_SLOT = 'data-early-banner'

/** The profile's shape before it arrives: banner, avatar, name line, details (no layout shift). */
export function ProfileSkeleton() {
  const t = useMessages(messages)
  return (
    <LoadingRegion label={t.loading} className="space-y-6">
      <div className="overflow-hidden rounded-2xl border border-line bg-surface">
        <div {...{ [EARLY_BANNER_SLOT]: '' }}>
          <Skeleton rounded="none" className={BANNER_CLASS} />
        </div>
        <div className="flex flex-wrap items-end gap-4 px-4 pb-4 sm:px-6">
          <Skeleton rounded="full" className="-mt-12 size-24 shrink-0 border-4 border-surface" />
          <div className="flex-1 space-y-2 pt-3">
            <Skeleton className="h-8 w-56 max-w-full" />
            <Skeleton className="h-6 w-40" />
          </div>
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        <Skeleton className="h-40 md:col-span-2" />
        <Skeleton className="h-40" />
      </div>
    </LoadingRegion>
  )
}
