import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { NfdRecord } from '@/names/api/types'
import { chooseLocale } from '@/lib/i18n/chooseLocale'
import { bannerOf, profileBio, profileLinks, profileSocials } from './profileFields'

const record = (userDefined: Record<string, string>, verified: Record<string, string> = {}): NfdRecord => ({
  name: 'x.algo',
  properties: { userDefined, verified },
})

describe('profileFields', () => {
  it('marks verified values as verified and prefers them over typed ones', () => {
    const socials = profileSocials(record({ twitter: 'typed', github: 'octo' }, { twitter: 'real' }))
    expect(socials).toEqual([
      {
        key: 'twitter',
        label: 'X (Twitter)',
        brand: true,
        value: 'real',
        verified: true,
        href: 'https://x.com/real',
        linkText: '@real',
      },
      {
        key: 'github',
        label: 'GitHub',
        brand: true,
        value: 'octo',
        verified: false,
        href: 'https://github.com/octo',
        linkText: '@octo',
      },
    ])
  })

  it('translates the labels that are words, and keeps brand names as they are', async () => {
    const labels = () => profileSocials(record({ email: 'a@b.c', github: 'octo' })).map((f) => [f.label, f.brand])
    expect(labels()).toEqual([
      ['GitHub', true],
      ['Email', false],
    ])
    await chooseLocale('es')
    try {
      expect(labels()).toEqual([
        ['GitHub', true],
        ['Correo electrónico', false],
      ])
    } finally {
      await chooseLocale('en')
    }
  })

  it('shows a handle with one @, however it was stored, and links to the bare name', () => {
    for (const stored of ['alice', '@alice', ' @alice ']) {
      const [twitter] = profileSocials(record({ twitter: stored }))
      expect(twitter).toMatchObject({ linkText: '@alice', href: 'https://x.com/alice' })
    }
  })

  it('never builds a link from a hostile value', () => {
    const fields = [
      ...profileSocials(record({ twitter: 'a"><script>alert(1)</script>', github: 'javascript:alert(1)' })),
      ...profileLinks(record({ url: 'javascript:alert(1)', website: 'data:text/html,<script>alert(1)</script>' })),
    ]
    expect(fields).toHaveLength(4)
    for (const field of fields) expect(field.href).toBeNull()
  })

  it('lists websites once, bio and banner as given', () => {
    const r = record({
      url: 'https://a.example/',
      website: 'https://a.example/',
      bio: '  hello  ',
      banner: 'ipfs://Qm1',
    })
    expect(profileLinks(r).map((f) => f.href)).toEqual(['https://a.example/'])
    expect(profileBio(r)).toBe('hello')
    expect(bannerOf(r)).toBe('ipfs://Qm1')
    expect(profileBio(record({}))).toBeNull()
  })

  it('property: every href is http(s) and on the expected host for handles', () => {
    const keys = fc.constantFrom('twitter', 'github', 'telegram', 'discord', 'linkedin', 'email', 'url', 'website')
    fc.assert(
      fc.property(fc.dictionary(keys, fc.string()), fc.dictionary(keys, fc.string()), (user, verified) => {
        const r = record(user, verified)
        for (const field of [...profileSocials(r), ...profileLinks(r)]) {
          if (field.href === null) continue
          const url = new URL(field.href)
          expect(['http:', 'https:']).toContain(url.protocol)
          const host = { twitter: 'x.com', github: 'github.com', telegram: 't.me' }[field.key]
          if (host) expect(url.host).toBe(host)
        }
      }),
    )
  })
})
