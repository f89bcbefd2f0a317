// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button } from './Button'
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonClasses } from './buttonClasses'
import { expectClasses, expectNoConflict } from '@/testing/expectClasses'

describe('Button', () => {
  it('gives every size and variant its own look', () => {
    const looks = new Set(
      BUTTON_SIZES.flatMap((size) => BUTTON_VARIANTS.map((variant) => buttonClasses(size, variant))),
    )
    expect(looks.size).toBe(BUTTON_SIZES.length * BUTTON_VARIANTS.length)
  })

  it('grows with a label that wraps: a least height, never a fixed one its text could spill out of', () => {
    for (const size of BUTTON_SIZES) expect(buttonClasses(size)).not.toMatch(/(^|\s)h-\d/)
  })

  it('has a conflict-free look for every size and variant', () => {
    for (const size of BUTTON_SIZES)
      for (const variant of BUTTON_VARIANTS) expectNoConflict(buttonClasses(size, variant))
  })

  it("adds a caller's classes to its look, as the app's callers do", () => {
    const look = (size: string) =>
      'inline-flex items-center justify-center gap-2 rounded-lg text-center font-medium transition-colors select-none ' +
      'disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
      size
    const plain = 'border border-line bg-surface text-fg hover:bg-surface-2'
    render(
      <>
        <Button variant="primary" className="mt-6 w-full">
          Apply
        </Button>
        <Button className="lg:hidden">Filters</Button>
        <Button size="sm" className="mt-1">
          Claim
        </Button>
        <Button size="sm" className="ml-auto" loading>
          Renew
        </Button>
      </>,
    )
    const md = look('min-h-10 px-4 py-1.5 text-sm')
    const sm = look('min-h-8 px-3 py-1 text-sm')
    expectClasses(
      screen.getByRole('button', { name: 'Apply' }),
      `${md} bg-accent text-accent-fg hover:opacity-90 mt-6 w-full`,
    )
    expectClasses(screen.getByRole('button', { name: 'Filters' }), `${md} ${plain} lg:hidden`)
    expectClasses(screen.getByRole('button', { name: 'Claim' }), `${sm} ${plain} mt-1`)
    expectClasses(screen.getByRole('button', { name: /Renew/ }), `${sm} ${plain} ml-auto`)
    expectClasses(screen.getByRole('status'), 'inline-flex shrink-0')
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
