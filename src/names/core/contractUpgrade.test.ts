import { describe, expect, it } from 'vitest'
import type { NfdRecord } from '../api/types'
import { upgradeStepOf } from './contractUpgrade'

const at = (ver: string | undefined): NfdRecord => ({
  name: 'old.algo',
  properties: { internal: ver === undefined ? {} : { ver } },
})

describe('upgradeStepOf', () => {
  it.each([
    ['1.13', 'to2.11'],
    ['2.5', 'to2.11'],
    ['2.10', 'to2.11'],
    ['2.11', 'toV3'],
    ['2.12', 'toV3'],
    ['3.0', null],
    ['3.1', null],
    [undefined, null],
    ['garbage', null],
  ])('version %s -> %s', (ver, step) => {
    expect(upgradeStepOf(at(ver))).toBe(step)
  })
})
