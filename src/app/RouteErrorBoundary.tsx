import { Component, type ReactNode } from 'react'
import { useLocation, type Location } from 'react-router-dom'
import { RouteErrorScreen } from './ErrorScreen'

interface Props {
  location: Location
  children: ReactNode
}

interface State {
  /** What threw, boxed: a route may throw null or undefined too. */
  failure: { error: unknown } | null
  location: Location
}

/** Shows the error screen for what its routes threw, until the next navigation. */
class LocationErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, location: this.props.location }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { failure: null, location: props.location }
  }

  override render() {
    return this.state.failure ? <RouteErrorScreen error={this.state.failure.error} /> : this.props.children
  }
}

/** A route's error boundary: what a page throws shows the error screen here, and leaving the page resets it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <LocationErrorBoundary location={useLocation()}>{children}</LocationErrorBoundary>
}
