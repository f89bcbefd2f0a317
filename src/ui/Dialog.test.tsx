// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from './Dialog'

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog
        open={open}
        onClose={() => {
          onClose()
          setOpen(false)
        }}
        title="Pick one"
        description="Choose wisely"
      >
        <button>First</button>
        <button>Second</button>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('is a labelled modal dialog that traps focus, closes with Escape and returns focus', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Pick one' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription('Choose wisely')
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('closes on a backdrop click', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.click(screen.getByTestId('dialog-backdrop'))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('stacked: only the top dialog handles Tab and Escape; the one below gets them back after', async () => {
    const user = userEvent.setup()
    const closeOuter = vi.fn()
    function Stacked() {
      const [inner, setInner] = useState(false)
      return (
        <Dialog open onClose={closeOuter} title="Outer">
          <button onClick={() => setInner(true)}>Ask</button>
          <button>Other</button>
          <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
            <button>Reject</button>
            <button>Approve</button>
          </Dialog>
        </Dialog>
      )
    }
    render(<Stacked />)
    await user.click(screen.getByRole('button', { name: 'Ask' }))
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull()
    expect(closeOuter).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(closeOuter).toHaveBeenCalledOnce()
  })
})
