/**
 * Test kit: the part of the WebSocket surface the SDKs' socket transports use, shared by the
 * fake WalletConnect relay and bridge. Not imported by app code.
 */
export abstract class FakeSocket {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  readyState = 0
  onopen: ((e: unknown) => void) | null = null
  onmessage: ((e: { data: string }) => void) | null = null
  onclose: ((e: unknown) => void) | null = null
  onerror: ((e: unknown) => void) | null = null

  constructor(readonly url: string) {}

  /** Opens on a later tick, as a socket does once the server answers (unless closed meanwhile). */
  protected openSoon(): void {
    setTimeout(() => {
      if (this.readyState !== 0) return
      this.readyState = 1
      this.onopen?.({})
    })
  }

  abstract send(text: string): void
  abstract close(): void
}
