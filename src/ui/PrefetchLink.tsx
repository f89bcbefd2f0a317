import { forwardRef, useEffect, useRef, type ComponentProps } from 'react'
import { Link } from 'react-router-dom'
import { HOVER_INTENT_MS, PREFETCH_MARGIN_PX } from '@/config/constants'
import { useLinkPrefetch } from './linkPrefetch'

type PrefetchLinkProps = ComponentProps<typeof Link>

/**
 * A router Link that prefetches its page's code once it comes within 200px of the viewport, and
 * its data (a profile's record) on focus or once the pointer rests on it: the click usually finds
 * both loaded. Not for every link in view: that would be a request per name card.
 */
export const PrefetchLink = forwardRef<HTMLAnchorElement, PrefetchLinkProps>(function PrefetchLink(props, forwarded) {
  const ref = useRef<HTMLAnchorElement | null>(null)
  const href = typeof props.to === 'string' ? props.to : (props.to.pathname ?? '')
  const prefetch = useLinkPrefetch()
  const hover = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const prefetchData = () => prefetch.data(href)
  useEffect(() => () => clearTimeout(hover.current), [])

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          prefetch.code(href)
          observer.disconnect()
        }
      },
      { rootMargin: `${PREFETCH_MARGIN_PX}px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [href, prefetch])

  return (
    <Link
      {...props}
      ref={(node) => {
        ref.current = node
        if (typeof forwarded === 'function') forwarded(node)
        else if (forwarded) forwarded.current = node
      }}
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
      onFocus={(event) => {
        prefetch.code(href)
        prefetchData()
        props.onFocus?.(event)
      }}
    />
  )
})
