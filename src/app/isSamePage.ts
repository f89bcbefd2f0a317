import type { Path } from 'react-router-dom'

/** The page on screen and the next location are one page: only the query or the hash differs. */
export const isSamePage = (shown: Pick<Path, 'pathname'>, next: Pick<Path, 'pathname'>): boolean =>
  shown.pathname === next.pathname
