import { Component, type ReactNode } from 'react'
import { ErrorScreen } from './ErrorScreen'

interface State {
  error: unknown
}

/** Outermost boundary: an error outside the router (a provider) still gets the error screen, never a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override render() {
    if (this.state.error) {
      return <ErrorScreen error={this.state.error} onReset={() => this.setState({ error: null })} />
    }
    return this.props.children
  }
}
