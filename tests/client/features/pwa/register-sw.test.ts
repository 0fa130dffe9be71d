import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerSW, SW_URL, type RegisterSWOptions } from '../../../../src/client/features/pwa/register-sw'

// A fake of the browser's service worker objects: the lifecycle moves only when a test says so. The real
// workbox-window runs on it (it reads navigator.serviceWorker), loaded at once instead of after first paint.
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing'
  scriptURL = new URL(SW_URL, location.href).href
  postMessage = vi.fn()
  to(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  active: FakeWorker | null = null
  /** An update found: the browser sets `installing`, then fires updatefound. */
  found(worker: FakeWorker) {
    this.installing = worker
    this.dispatchEvent(new Event('updatefound'))
  }
  /** The installed worker waits behind the active one. */
  waits(worker: FakeWorker) {
    this.installing = null
    this.waiting = worker
    worker.to('installed')
  }
  /** A first install: installed, then straight on to active (nothing to wait for). */
  installsFirst(worker: FakeWorker) {
    this.installing = null
    worker.to('installed')
    this.active = worker
    worker.to('activating')
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null
  registration = new FakeRegistration()
  register = vi.fn(async (_url: string, _options: RegistrationOptions) => this.registration)
  constructor(controlled: boolean) {
    super()
    this.controller = controlled ? new FakeWorker() : null
  }
  takeControl(worker: FakeWorker) {
    this.controller = worker
    this.dispatchEvent(new Event('controllerchange'))
  }
}

const settle = () => vi.advanceTimersByTimeAsync(250)
// Imported up front: the test's fake clock cannot wait for a module to load.
const workbox = await import('workbox-window')
const loadNow = async () => workbox
function withContainer(container: FakeContainer | undefined, options: RegisterSWOptions) {
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  return registerSW(options, loadNow)
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  Object.defineProperty(navigator, 'serviceWorker', { value: undefined, configurable: true })
})

describe('registerSW', () => {
  it('registers the built worker at the root scope and reports the registration', async () => {
    const container = new FakeContainer(false)
    const onRegisteredSW = vi.fn()
    withContainer(container, { onRegisteredSW })
    await settle()
    expect(container.register).toHaveBeenCalledWith(SW_URL, { scope: '/', type: 'classic' })
    expect(onRegisteredSW).toHaveBeenCalledWith(SW_URL, container.registration)
  })

  it('does not prompt on a first install', async () => {
    const container = new FakeContainer(false)
    const worker = new FakeWorker()
    container.registration.installing = worker
    const onNeedRefresh = vi.fn()
    withContainer(container, { onNeedRefresh })
    await settle()
    container.registration.installsFirst(worker)
    await settle()
    expect(onNeedRefresh).not.toHaveBeenCalled()
  })

  it('prompts for an update found later, and SKIP_WAITING goes to the waiting worker', async () => {
    const container = new FakeContainer(true)
    const onNeedRefresh = vi.fn()
    const update = withContainer(container, { onNeedRefresh })
    await settle()
    const next = new FakeWorker()
    container.registration.found(next)
    container.registration.waits(next)
    expect(onNeedRefresh).not.toHaveBeenCalled()
    await settle()
    expect(onNeedRefresh).toHaveBeenCalledOnce()
    await update()
    expect(next.postMessage.mock.calls[0]?.[0]).toEqual({ type: 'SKIP_WAITING' })
  })

  it('prompts at once for a worker that was already waiting before the page registered', async () => {
    const container = new FakeContainer(true)
    container.registration.waiting = new FakeWorker()
    const onNeedRefresh = vi.fn()
    withContainer(container, { onNeedRefresh })
    await settle()
    expect(onNeedRefresh).toHaveBeenCalledOnce()
  })

  it('asks for a reload once the new worker takes control of a controlled page, not before the prompt', async () => {
    const container = new FakeContainer(true)
    const onNeedReload = vi.fn()
    withContainer(container, { onNeedReload })
    await settle()
    container.takeControl(new FakeWorker())
    expect(onNeedReload).not.toHaveBeenCalled()

    const next = new FakeWorker()
    container.registration.found(next)
    container.registration.waits(next)
    await settle()
    container.takeControl(next)
    expect(onNeedReload).toHaveBeenCalledOnce()
  })

  it('does not reload a page that no worker controlled at registration', async () => {
    const container = new FakeContainer(false)
    container.registration.waiting = new FakeWorker()
    const onNeedReload = vi.fn()
    withContainer(container, { onNeedReload })
    await settle()
    container.takeControl(container.registration.waiting)
    expect(onNeedReload).not.toHaveBeenCalled()
  })

  it('reports a failed registration and then has nothing to activate', async () => {
    const container = new FakeContainer(false)
    container.register.mockRejectedValueOnce(new Error('blocked'))
    const onRegisterError = vi.fn()
    const update = withContainer(container, { onRegisterError })
    await settle()
    expect(onRegisterError).toHaveBeenCalledWith(new Error('blocked'))
    await expect(update()).resolves.toBeUndefined()
  })

  it('does nothing without service worker support', async () => {
    await expect(withContainer(undefined, {})()).resolves.toBeUndefined()
  })
})
