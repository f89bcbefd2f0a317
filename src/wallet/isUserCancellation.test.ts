import { describe, expect, it } from 'vitest'
import { AppError } from '@/lib/AppError'
import { isUserCancellation } from './isUserCancellation'
import { WalletCallCancelledError } from './untilAborted'
import { WalletError } from './WalletError'
import { WalletLoadError } from './WalletLoadError'

describe('isUserCancellation', () => {
  it("recognises a refusal thrown as ARC-0001's plain error object, by its code or its words", () => {
    expect(isUserCancellation({ code: 4001, message: 'Request denied by the holder' })).toBe(true)
    expect(isUserCancellation({ code: 4001 })).toBe(true)
    expect(isUserCancellation({ code: 4100, message: 'User Rejected Request' })).toBe(true)
  })

  it('recognises the words of an Error or a string, and nothing else', () => {
    expect(isUserCancellation(new Error('Connect modal is closed by user'))).toBe(true)
    expect(isUserCancellation('User rejected the request')).toBe(true)
    expect(isUserCancellation(new Error('Network request failed'))).toBe(false)
    expect(isUserCancellation({ code: 4300, message: 'Failed to sign' })).toBe(false)
    expect(isUserCancellation(null)).toBe(false)
  })

  it("decides the app's own failures by their code, never by their (translated) words", () => {
    expect(isUserCancellation(new WalletCallCancelledError('Lo dejaste'))).toBe(true)
    expect(isUserCancellation(new WalletError('cancelled', 'Has cerrado la ventana'))).toBe(true)
    // Words a wallet SDK's refusal would use, in a failure of ours that is not one.
    expect(isUserCancellation(new WalletError('networkChanged', 'Connection closed: cancel and connect again'))).toBe(
      false,
    )
    expect(isUserCancellation(new WalletError('popupBlocked', 'No se pudo abrir: ventana cancelada'))).toBe(false)
    expect(isUserCancellation(new WalletLoadError('Pera', new Error('Request aborted')))).toBe(false)
    expect(isUserCancellation(new AppError('Rejected: the group was refused'))).toBe(false)
  })
})
