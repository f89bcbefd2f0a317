import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { statusInSet } from './statusInSet'

const status = fc.integer({ min: 100, max: 599 })
const statuses = fc.array(status, { maxLength: 5 })
// An error with a status in either place, in neither, or with a non-numeric status.
const maybeStatus = fc.option(fc.oneof(status, fc.constant('404' as unknown)), { nil: undefined })
const errorLike = fc.record({ own: maybeStatus, nested: maybeStatus, withResponse: fc.boolean() })

function build({ own, nested, withResponse }: { own: unknown; nested: unknown; withResponse: boolean }) {
  const error = Object.assign(new Error('failed'), own === undefined ? {} : { status: own })
  return withResponse ? Object.assign(error, { response: nested === undefined ? {} : { status: nested } }) : error
}

describe('statusInSet', () => {
  it('is true exactly when a numeric status on the error or on its response is listed', () => {
    fc.assert(
      fc.property(errorLike, statuses, (shape, set) => {
        const candidates = [shape.own, shape.withResponse ? shape.nested : undefined]
        const expected = candidates.some((s) => typeof s === 'number' && set.includes(s))
        expect(statusInSet(build(shape), set)).toBe(expected)
      }),
      { numRuns: 500 },
    )
  })

  it('examples', () => {
    expect(statusInSet({ status: 404 }, [403, 404])).toBe(true)
    expect(statusInSet({ response: { status: 403 } }, [403, 404])).toBe(true)
    expect(statusInSet({ status: 500, response: { status: 404 } }, [404])).toBe(true)
    expect(statusInSet({ status: 500 }, [403, 404])).toBe(false)
    expect(statusInSet({ status: '404' }, [404])).toBe(false)
    expect(statusInSet({ status: 404 }, [])).toBe(false)
  })

  it.each([null, undefined, 'not found', 404, new Error('x'), { response: null }])('is false for %s', (value) => {
    expect(statusInSet(value, [404])).toBe(false)
  })
})
