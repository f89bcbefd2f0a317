import { describe, expect, it } from 'vitest'
import { isUserCancellation } from './isUserCancellation'
import { createWalletPrompts } from './walletPrompts'

const request = { walletName: 'Mnemonic', groupSize: 1, txns: [] }

describe('walletPrompts', () => {
  it('a sign prompt closes when its caller gives up, and rejects as a cancellation', async () => {
    const prompts = createWalletPrompts()
    const controller = new AbortController()
    const answer = prompts.approveSigning(request, controller.signal)
    expect(prompts.store.getState().queue.map((p) => p.kind)).toEqual(['sign'])
    controller.abort()
    expect(prompts.store.getState().queue).toEqual([])
    expect(isUserCancellation(await answer.catch((e: unknown) => e))).toBe(true)
  })

  it('the words prompt closes too, and an aborted signal never shows one', async () => {
    const prompts = createWalletPrompts()
    const controller = new AbortController()
    const words = prompts.requestMnemonic(controller.signal)
    controller.abort()
    expect(prompts.store.getState().queue).toEqual([])
    expect(isUserCancellation(await words.catch((e: unknown) => e))).toBe(true)
    const late = prompts.approveSigning(request, controller.signal)
    expect(prompts.store.getState().queue).toEqual([])
    await expect(late).rejects.toThrow()
  })

  it("the words prompt's Cancel rejects as a cancellation, told by its code", async () => {
    const prompts = createWalletPrompts()
    const words = prompts.requestMnemonic()
    const prompt = prompts.store.getState().queue[0]
    if (prompt?.kind !== 'mnemonic') throw new Error('no words prompt')
    prompt.cancel()
    const error = await words.catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'cancelled' })
    expect(isUserCancellation(error)).toBe(true)
  })

  it('an answer given before any abort stands', async () => {
    const prompts = createWalletPrompts()
    const controller = new AbortController()
    const answer = prompts.approveSigning(request, controller.signal)
    const prompt = prompts.store.getState().queue[0]
    if (prompt?.kind !== 'sign') throw new Error('no sign prompt')
    prompt.answer(true)
    controller.abort()
    expect(await answer).toBe(true)
  })
})
