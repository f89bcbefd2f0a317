import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { profileUrl, shareLinks, shareText } from './shareLinks'

const part = fc.stringMatching(/^[a-z0-9]{1,27}$/)
const nameArb = fc
  .tuple(fc.option(part, { nil: undefined }), part)
  .map(([segment, root]) => (segment ? `${segment}.${root}.algo` : `${root}.algo`))

describe('shareLinks', () => {
  it('uses the share texts', () => {
    expect(shareText({ name: 'alice.algo', forSale: true })).toBe('Check it out, alice.algo is for sale!')
    expect(shareText({ name: 'alice.algo', forSale: false })).toBe("Check out alice.algo's NFD profile")
  })

  it('builds the exact X and Bluesky links for a known name', () => {
    const links = shareLinks({ name: 'alice.algo', forSale: true })
    expect(links.profileUrl).toBe('https://app.nf.domains/name/alice.algo')
    expect(links.x).toBe(
      'https://x.com/intent/tweet?text=Check%20it%20out%2C%20alice.algo%20is%20for%20sale!' +
        '&url=https%3A%2F%2Fapp.nf.domains%2Fname%2Falice.algo&via=NFDomains&hashtags=NFDomains',
    )
    expect(links.bluesky).toBe(
      'https://bsky.app/intent/compose?text=Check%20it%20out%2C%20alice.algo%20is%20for%20sale!' +
        '%20https%3A%2F%2Fapp.nf.domains%2Fname%2Falice.algo%20%23NFDomains',
    )
    expect(shareLinks({ name: 'bob.algo', forSale: false }).x).toBe(
      "https://x.com/intent/tweet?text=Check%20out%20bob.algo's%20NFD%20profile" +
        '&url=https%3A%2F%2Fapp.nf.domains%2Fname%2Fbob.algo&via=NFDomains&hashtags=NFDomains',
    )
  })

  it('property: the decoded links carry exactly the text, profile link, via and hashtag', () => {
    fc.assert(
      fc.property(nameArb, fc.boolean(), (name, forSale) => {
        const links = shareLinks({ name, forSale })
        const expectedText = forSale ? `Check it out, ${name} is for sale!` : `Check out ${name}'s NFD profile`
        const expectedUrl = `https://app.nf.domains/name/${name}`
        expect(profileUrl(name)).toBe(expectedUrl)

        const x = new URL(links.x)
        expect(`${x.origin}${x.pathname}`).toBe('https://x.com/intent/tweet')
        expect([...x.searchParams.keys()]).toEqual(['text', 'url', 'via', 'hashtags'])
        expect(x.searchParams.get('text')).toBe(expectedText)
        expect(x.searchParams.get('url')).toBe(expectedUrl)
        expect(x.searchParams.get('via')).toBe('NFDomains')
        expect(x.searchParams.get('hashtags')).toBe('NFDomains')
        expect(links.x).not.toContain('+')

        const bsky = new URL(links.bluesky)
        expect(`${bsky.origin}${bsky.pathname}`).toBe('https://bsky.app/intent/compose')
        expect([...bsky.searchParams.keys()]).toEqual(['text'])
        expect(bsky.searchParams.get('text')).toBe(`${expectedText} ${expectedUrl} #NFDomains`)
      }),
    )
  })
})
