import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button } from './Button'
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonClasses } from './buttonClasses'

describe('Button', () => {
  it('gives every size and variant its own look', () => {
    const looks = new Set(
      BUTTON_SIZES.flatMap((size) => BUTTON_VARIANTS.map((variant) => buttonClasses(size, variant))),
    )
    expect(looks.size).toBe(BUTTON_SIZES.length * BUTTON_VARIANTS.length)
  })

  it('lets a caller class win over the variant (tailwind-merge)', () => {
    expect(buttonClasses('md', 'primary', 'bg-red-500')).toContain('bg-red-500')
    expect(buttonClasses('md', 'primary', 'bg-red-500')).not.toContain('bg-accent')
  })

  it('blocks clicks and shows the spinner while loading', async () => {
    const onClick = vi.fn()
    const { rerender } = render(<Button onClick={onClick}>Buy</Button>)
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    rerender(
      <Button onClick={onClick} loading>
        Buy
      </Button>,
    )
    const button = screen.getByRole('button', { name: /Buy/ })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toBeInTheDocument()
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
