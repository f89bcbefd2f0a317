import { describe, expect, it } from 'vitest'
import { ACTIONS, ACTION_LIST, actionById } from './registry'

describe('the action registry', () => {
  it('takes only an id that ACTIONS holds: a mistyped one does not compile', () => {
    // @ts-expect-error 'payNmae' is no action's id
    expect(() => actionById('payNmae')).toThrow('Unknown action: payNmae')
    expect(actionById('payName').id).toBe('payName')
  })

  it('gives each definition its key as id, the same object every time', () => {
    expect(ACTION_LIST.map((a) => a.id).sort()).toEqual(Object.keys(ACTIONS).sort())
    expect(actionById('buy')).toBe(actionById('buy'))
    expect(actionById('renew').build).toBe(ACTIONS.renew.build)
  })
})
