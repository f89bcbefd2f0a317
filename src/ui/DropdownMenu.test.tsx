// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DropdownMenu } from './DropdownMenu'

function renderMenu(onPick = vi.fn()) {
  render(
    <>
      <DropdownMenu label="Manage" buttonProps={{ 'data-testid': 'toggle' }}>
        {(close) =>
          ['One', 'Two', 'Three'].map((label) => (
            <button
              key={label}
              type="button"
              onClick={() => {
                close()
                onPick(label)
              }}
            >
              {label}
            </button>
          ))
        }
      </DropdownMenu>
      <p>outside</p>
    </>,
  )
  return { user: userEvent.setup(), toggle: screen.getByTestId('toggle'), onPick }
}

describe('DropdownMenu', () => {
  it('opens and closes from its button, saying so to assistive tech', async () => {
    const { user, toggle } = renderMenu()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByRole('button', { name: 'One' }).parentElement!.id)
    await user.click(toggle)
    expect(screen.queryByRole('button', { name: 'One' })).toBeNull()
  })

  it('Escape closes it and gives focus back to the button', async () => {
    const { user, toggle } = renderMenu()
    await user.click(toggle)
    screen.getByRole('button', { name: 'Two' }).focus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('button', { name: 'Two' })).toBeNull()
    expect(toggle).toHaveFocus()
  })

  it('a click outside closes it; an item runs and closes it', async () => {
    const { user, toggle, onPick } = renderMenu()
    await user.click(toggle)
    fireEvent.pointerDown(screen.getByText('outside'))
    expect(screen.queryByRole('button', { name: 'One' })).toBeNull()
    await user.click(toggle)
    await user.click(screen.getByRole('button', { name: 'Three' }))
    expect(onPick).toHaveBeenCalledWith('Three')
    expect(screen.queryByRole('button', { name: 'Three' })).toBeNull()
  })

  it('Arrow Down and Up walk the items, wrapping around', async () => {
    const { user, toggle } = renderMenu()
    await user.click(toggle)
    screen.getByRole('button', { name: 'One' }).focus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus()
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus()
  })

  it('links are items too; a focused select keeps its own arrow keys', async () => {
    render(
      <DropdownMenu label="Menu" buttonProps={{ 'data-testid': 'toggle' }}>
        {() => (
          <>
            <a href="/marketplace">Marketplace</a>
            <select aria-label="Theme" defaultValue="light">
              <option value="light">Light</option>
              <option value="dark">Dark</option>
            </select>
            <button type="button">Last</button>
          </>
        )}
      </DropdownMenu>,
    )
    const user = userEvent.setup()
    await user.click(screen.getByTestId('toggle'))
    screen.getByRole('link', { name: 'Marketplace' }).focus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus()
    screen.getByRole('combobox', { name: 'Theme' }).focus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveFocus()
  })
})
