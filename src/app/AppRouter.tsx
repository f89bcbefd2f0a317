import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router-dom'
import { isSamePage } from './isSamePage'

/**
 * BrowserRouter with one rule for its updates. Another page is a transition: the page on screen
 * stays until the next one's code is there. A change of the query or hash alone (a filter, a sort,
 * an account) is the same page and renders at once, as local state would: as a transition it could
 * lag behind the next keystroke or click, which then wrote its change over the URL before this one
 * and put the earlier control back (an account chosen, then text typed: the old account again).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  // The history BrowserRouter makes. UNSAFE_ means outside react-router's semver: an upgrade
  // that moves it fails the typecheck.
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }))
  const [state, setState] = useState({ action: history.action, location: history.location })
  const shown = useRef<Location>(state.location)
  useLayoutEffect(() => {
    shown.current = state.location
  }, [state.location])
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const update = () => setState({ action, location })
        if (isSamePage(shown.current, location)) update()
        else startTransition(update)
      }),
    [history],
  )
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  )
}
