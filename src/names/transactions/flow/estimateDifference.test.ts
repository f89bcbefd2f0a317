import { afterEach, describe, expect, it } from 'vitest'
import { chooseLocale } from '@/lib/i18n/chooseLocale'
import { locale } from '@/lib/i18n/localeStore'
import { estimateDifference } from './estimateDifference'

afterEach(() => locale.set('en'))

describe('estimateDifference', () => {
  it('says how much more than the estimate, and why', () => {
    expect(estimateDifference(50_006_000n, 50_000_000n, false)).toBe(
      '0.006 ALGO more than the 50 ALGO estimated: the network fees.',
    )
    expect(estimateDifference(50_106_000n, 50_000_000n, true)).toBe(
      '0.106 ALGO more than the 50 ALGO estimated: the network fees and the storage deposit.',
    )
    expect(estimateDifference(49_000_000n, 50_000_000n, false)).toBe('1 ALGO less than the 50 ALGO estimated.')
  })

  it('says nothing when nothing was estimated, or the total is the estimate', () => {
    expect(estimateDifference(1_000n, 0n, false)).toBeNull()
    expect(estimateDifference(51_000n, 0n, true)).toBeNull()
    expect(estimateDifference(50_000_000n, 50_000_000n, false)).toBeNull()
  })

  it('writes amounts as the chosen language does', async () => {
    await chooseLocale('es')
    expect(estimateDifference(15_000_006_000n, 15_000_000_000n, false)).toMatch(/^0,006 ALGO .* 15\.000 ALGO /)
  })
})
