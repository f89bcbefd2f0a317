import { useState } from 'react'
import { Button } from '@/ui/Button'
import { profileUrl, shareText } from '../core/shareLinks'

type Copied = 'idle' | 'copied' | 'failed'

/** A name's public link: Copy link, and Share… where the device has a share sheet (Web Share API). */
export function ShareNameLink({ name }: { name: string }) {
  const [copied, setCopied] = useState<Copied>('idle')
  const url = profileUrl(name)
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    )
  const share = () =>
    // Dismissing the share sheet rejects: nothing to report.
    navigator.share({ title: name, text: shareText({ name, forSale: false }), url }).catch(() => undefined)
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid="share-name">
      <Button size="sm" onClick={() => void copy()} data-testid="copy-name-link">
        Copy link
      </Button>
      {canShare && (
        <Button size="sm" onClick={() => void share()} data-testid="share-name-sheet">
          Share…
        </Button>
      )}
      <span className="text-xs text-muted" aria-live="polite" data-testid="copy-name-status">
        {copied === 'copied' ? 'Link copied' : copied === 'failed' ? `Could not copy: the link is ${url}` : ''}
      </span>
    </span>
  )
}
