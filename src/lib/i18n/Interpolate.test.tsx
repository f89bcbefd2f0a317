// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Interpolate } from './Interpolate'
import { pseudoText } from './pseudoText'

describe('Interpolate', () => {
  it('puts each node where its placeholder stands, in the order of the text', () => {
    const { container } = render(
      <p>
        <Interpolate text="{date} · {who} lo firmó" values={{ who: <b>alice.algo</b>, date: <time>hoy</time> }} />
      </p>,
    )
    expect(container.querySelector('p')!.innerHTML).toBe('<time>hoy</time> · <b>alice.algo</b> lo firmó')
  })

  it('leaves a placeholder it has no value for as written, so the gap shows', () => {
    const { container } = render(<Interpolate text="Owned by {owner}" values={{}} />)
    expect(container.textContent).toBe('Owned by {owner}')
  })

  it('in the pseudo-locale, brackets each run of words between the elements', () => {
    const { container } = render(
      <p>
        <Interpolate text={pseudoText('Owned by {owner} since')} values={{ owner: <b>ADDR</b> }} />
      </p>,
    )
    const runs = [...container.querySelector('p')!.childNodes].map((node) => node.textContent)
    expect(runs).toEqual(['⟦Owned by ⟧', 'ADDR', '⟦ since····· ····⟧'])
  })
})
