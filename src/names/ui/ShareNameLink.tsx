import { Button } from '@/ui/Button'
import { copyText } from '@/ui/copyText'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { profileUrl, shareText } from '../core/shareLinks'

const messages = i18n('names/ui/ShareNameLink', { copyLink: 'Copy link', share: 'Share…' })

/** A name's public link: Copy link, and Share… where the device has a share sheet (Web Share API). */
export function ShareNameLink({ name }: { name: string }) {
  const t = useMessages(messages)
  const url = profileUrl(name)
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'
  const share = () =>
    // Dismissing the share sheet rejects: nothing to report.
    navigator.share({ title: name, text: shareText({ name, forSale: false }), url }).catch(() => undefined)
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid="share-name">
      <Button size="sm" onClick={() => void copyText(url, 'Link')} data-testid="copy-name-link">
        {t.copyLink}
      </Button>
      {canShare && (
        <Button size="sm" onClick={() => void share()} data-testid="share-name-sheet">
          {t.share}
        </Button>
      )}
    </span>
  )
}
