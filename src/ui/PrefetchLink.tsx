import { forwardRef, useEffect, useRef, type ComponentProps } from 'react'
import { Link } from 'react-router-dom'
import { HOVER_INTENT_MS } from '@/config/constants'
import { useLinkPrefetch } from './linkPrefetch'

type PrefetchLinkProps = ComponentProps<typeof Link>

/**
 * A router Link that prefetches its page's code on intent (the pointer enters it, a finger or a
 * button goes down on it, it takes focus) and its data (a profile's record) on focus or once the
 * pointer rests on it: the click usually finds both loaded. Never merely for being in view: a
 * page full of links would download the whole app (the likely next page loads on idle instead,
 * useLikelyNextPrefetch).
 */
export const PrefetchLink = forwardRef<HTMLAnchorElement, PrefetchLinkProps>(function PrefetchLink(props, forwarded) {
  const href = typeof props.to === 'string' ? props.to : (props.to.pathname ?? '')
  const prefetch = useLinkPrefetch()
  const hover = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const prefetchData = () => prefetch.data(href)
  useEffect(() => () => clearTimeout(hover.current), [])

  return (
    <Link
      {...props}
      ref={forwarded}
      onMouseEnter={(event) => {
        prefetch.code(href)
        clearTimeout(hover.current)
        hover.current = setTimeout(prefetchData, HOVER_INTENT_MS)
        props.onMouseEnter?.(event)
      }}
      onMouseLeave={(event) => {
        clearTimeout(hover.current)
        props.onMouseLeave?.(event)
      }}
      onPointerDown={(event) => {
        prefetch.code(href)
        props.onPointerDown?.(event)
      }}
      onFocus={(event) => {
        prefetch.code(href)
        prefetchData()
        props.onFocus?.(event)
      }}
    />
  )
})
