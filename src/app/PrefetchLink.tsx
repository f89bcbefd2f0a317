import { forwardRef, useEffect, useRef, type ComponentProps } from 'react'
import { Link } from 'react-router-dom'
import { PREFETCH_MARGIN_PX } from '@/config/constants'
import { prefetchRoute } from './routeModules'

type PrefetchLinkProps = ComponentProps<typeof Link>

/** A router Link that prefetches its page's code once it comes within 200px of the viewport. */
export const PrefetchLink = forwardRef<HTMLAnchorElement, PrefetchLinkProps>(function PrefetchLink(props, forwarded) {
  const ref = useRef<HTMLAnchorElement | null>(null)
  const href = typeof props.to === 'string' ? props.to : (props.to.pathname ?? '')

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          prefetchRoute(href)
          observer.disconnect()
        }
      },
      { rootMargin: `${PREFETCH_MARGIN_PX}px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [href])

  return (
    <Link
      {...props}
      ref={(node) => {
        ref.current = node
        if (typeof forwarded === 'function') forwarded(node)
        else if (forwarded) forwarded.current = node
      }}
      onMouseEnter={(event) => {
        prefetchRoute(href)
        props.onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        prefetchRoute(href)
        props.onFocus?.(event)
      }}
    />
  )
})
