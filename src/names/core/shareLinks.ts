/**
 * Share links for a name: the profile link is the marketplace host + /name/{name};
 * the X composer gets text, url, via and hashtag; the second composer (Bluesky) takes text only,
 * so the link and hashtag go inside its text.
 */
import { MARKETPLACE_HOST, SHARE_HASHTAG, SHARE_VIA } from '@/config/constants'
import { i18n, params } from '@/lib/i18n/i18n'

const messages = i18n('names/core/shareLinks', {
  forSale: params('Check it out, {name} is for sale!'),
  profile: params("Check out {name}'s NFD profile"),
})

export interface ShareLinkInput {
  name: string
  forSale: boolean
}

export interface ShareLinks {
  /** The sentence shared, without link or hashtag. */
  text: string
  /** The public profile link. */
  profileUrl: string
  /** X (Twitter) post composer: text plus a via account. */
  x: string
  /** Bluesky compose link: one text field holding text, link and hashtag. */
  bluesky: string
}

export function shareText({ name, forSale }: ShareLinkInput): string {
  const t = messages.get()
  return forSale ? t.forSale({ name }) : t.profile({ name })
}

export function profileUrl(name: string): string {
  return `${MARKETPLACE_HOST}/name/${encodeURIComponent(name)}`
}

/** Query strings with %20 for spaces (URLSearchParams would write '+', which some composers keep). */
function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')
}

export function shareLinks(input: ShareLinkInput): ShareLinks {
  const text = shareText(input)
  const url = profileUrl(input.name)
  return {
    text,
    profileUrl: url,
    x: `https://x.com/intent/tweet?${query({ text, url, via: SHARE_VIA, hashtags: SHARE_HASHTAG })}`,
    bluesky: `https://bsky.app/intent/compose?${query({ text: `${text} ${url} #${SHARE_HASHTAG}` })}`,
  }
}
