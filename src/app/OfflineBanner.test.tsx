// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import OfflineBanner from './OfflineBanner'

afterEach(() => onlineManager.setOnline(true))

describe('OfflineBanner', () => {
  it('says the device is offline the moment it is, and goes when the connection returns', () => {
    render(<OfflineBanner />)
    expect(screen.queryByTestId('offline-banner')).toBeNull()
    act(() => onlineManager.setOnline(false))
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Pages show what this device kept from earlier visits, and update by themselves when the connection returns.',
    )
    act(() => onlineManager.setOnline(true))
    expect(screen.queryByTestId('offline-banner')).toBeNull()
  })
})
