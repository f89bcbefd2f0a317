import { buttonClasses } from '@/ui/buttonClasses'
import { shareLinks } from '@/names/core/shareLinks'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/ui/ShareButtons', {
  onX: 'Share on X',
  onBluesky: 'Share on Bluesky',
  newTab: ' (opens in a new tab)',
})

const X_ICON =
  'M17.8 3h3.1l-6.8 7.7 8 10.3h-6.3l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z'
const BLUESKY_ICON =
  'M6.3 3.8C8.6 5.5 11.1 9 12 10.9c.9-1.9 3.4-5.4 5.7-7.1 1.7-1.2 4.3-2.2 4.3.8 0 .6-.3 5-.5 5.7-.7 2.5-3.2 3.1-5.5 2.7 4 .7 5 2.9 2.8 5.2-4.2 4.3-6-1.1-6.5-2.5l-.3-.7-.3.7c-.5 1.4-2.3 6.8-6.5 2.5-2.2-2.3-1.2-4.5 2.8-5.2-2.3.4-4.8-.2-5.5-2.7C2.3 9.6 2 5.2 2 4.6c0-3 2.6-2 4.3-.8Z'

/** Share a profile: the X post composer (text, link, via, hashtag) and Bluesky's (text only). */
export function ShareButtons({ name, forSale }: { name: string; forSale: boolean }) {
  const t = useMessages(messages)
  const links = shareLinks({ name, forSale })
  const targets = [
    { href: links.x, label: t.onX, testId: 'share-x', icon: X_ICON },
    { href: links.bluesky, label: t.onBluesky, testId: 'share-bluesky', icon: BLUESKY_ICON },
  ]
  return (
    <div className="flex flex-wrap gap-2" data-testid="share-buttons">
      {targets.map(({ href, label, testId, icon }) => (
        <a
          key={testId}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('sm', 'default')}
          data-testid={testId}
        >
          <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
            <path d={icon} />
          </svg>
          {label}
          <span className="sr-only">{t.newTab}</span>
        </a>
      ))}
    </div>
  )
}
