import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectLive, REALTIME_OFF_EVENT } from '../../../../src/client/features/notifications/live'

/** A stand-in EventSource (jsdom has none) that records how many the client opened and lets the test speak as the server. */
class FakeEventSource extends EventTarget {
  static CONNECTING = 0
  static OPEN = 1
  static CLOSED = 2
  static made: FakeEventSource[] = []
  readyState = FakeEventSource.CONNECTING
  onopen: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor(readonly url: string) {
    super()
    FakeEventSource.made.push(this)
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
}

// Issue 25: with realtime.enable turned off, the server's last event tells the client to stop, and it
// must not reconnect (no new EventSource, however long we wait or however often the tab comes back).
describe('live stream: realtime turned off by the admin', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    FakeEventSource.made = []
    vi.stubGlobal('EventSource', FakeEventSource)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('reconnects after an error while on, and never again after realtime-off', () => {
    const disconnect = connectLive({ onUnreadCount: () => {}, onChange: () => {} }, '/api/v1/notifications/stream')
    const first = FakeEventSource.made[0]!
    first.close()
    first.onerror?.()
    vi.advanceTimersByTime(10_000)
    expect(FakeEventSource.made).toHaveLength(2)

    const second = FakeEventSource.made[1]!
    second.dispatchEvent(new MessageEvent(REALTIME_OFF_EVENT, { data: '{"type":"realtime-off"}' }))
    expect(second.readyState).toBe(FakeEventSource.CLOSED)
    second.onerror?.()
    window.dispatchEvent(new Event('online'))
    vi.advanceTimersByTime(600_000)
    expect(FakeEventSource.made).toHaveLength(2)
    disconnect()
  })
})
