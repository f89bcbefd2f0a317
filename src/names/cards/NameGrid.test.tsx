// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TimeoutError } from '@/lib/errors'
import { renderWithProviders } from '@/testing/renderWithProviders'
import { NameGrid } from './NameGrid'

const props = { onRetry: () => undefined, empty: { title: 'No names yet', body: 'Search for one.' }, label: 'names' }

// The failed and empty states load after the grid mounts: the skeleton stands until they arrive.
describe('NameGrid', () => {
  it('a failed first load says why in words and offers Retry', async () => {
    const onRetry = vi.fn()
    renderWithProviders(
      <NameGrid {...props} names={undefined} error={new TimeoutError('name service', 8000)} onRetry={onRetry} />,
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load')
    expect(alert).toHaveTextContent('The name service did not answer within 8 s: check your connection and try again.')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it("offline before the first answer: says so at once in the skeletons' place, and they come back with the connection", () => {
    onlineManager.setOnline(false)
    try {
      renderWithProviders(<NameGrid {...props} names={undefined} error={null} />)
      expect(screen.getByTestId('offline-waiting')).toHaveTextContent(
        'Offline: this loads when the connection returns.',
      )
      expect(screen.queryByTestId('skeleton')).toBeNull()
    } finally {
      act(() => onlineManager.setOnline(true))
    }
    expect(screen.queryByTestId('offline-waiting')).toBeNull()
    expect(screen.getByTestId('skeleton')).toBeInTheDocument()
  })

  it('no names shows the empty state', async () => {
    renderWithProviders(<NameGrid {...props} names={[]} error={null} />)
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No names yetSearch for one.')
    expect(screen.queryByTestId('name-grid')).toBeNull()
  })
})
