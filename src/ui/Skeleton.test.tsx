// @vitest-environment jsdom
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, it } from 'vitest'
import { expectClasses } from '@/testing/expectClasses'
import { Skeleton } from './Skeleton'

const blockOf = (element: ReactElement) => render(element).container.firstElementChild as Element

describe('Skeleton', () => {
  it('takes its corners from `rounded` and adds the size, place and border a caller gives', () => {
    const grey = (corners: string) => `block motion-safe:animate-pulse ${corners} bg-surface-2`
    expectClasses(blockOf(<Skeleton className="h-20 w-full" />), `${grey('rounded-md')} h-20 w-full`)
    expectClasses(
      blockOf(<Skeleton rounded="full" className="size-14 shrink-0" />),
      `${grey('rounded-full')} size-14 shrink-0`,
    )
    expectClasses(
      blockOf(<Skeleton rounded="none" className="h-28 w-full sm:h-44" />),
      `${grey('rounded-none')} h-28 w-full sm:h-44`,
    )
    expectClasses(
      blockOf(<Skeleton rounded="full" className="-mt-12 size-24 shrink-0 border-4 border-surface" />),
      `${grey('rounded-full')} -mt-12 size-24 shrink-0 border-4 border-surface`,
    )
  })
})
