// public/boot.js starts the app on a server-rendered page once it has loaded, and holds a click made before
// hydration to give it to the same control afterwards (docs/decisions/0034, "Starting the app after load").
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

const BOOT = readFileSync(resolve(process.cwd(), 'public/boot.js'), 'utf8')

/** Runs boot.js as the page would: a classic script whose own attributes name the entry and the preloads. */
function runBoot() {
  const script = document.createElement('script')
  script.setAttribute('data-entry', '/assets/entry.js')
  script.setAttribute('data-preload', '/assets/framework.js /assets/album-route.js')
  script.textContent = BOOT
  document.head.appendChild(script)
}

function hydrated() {
  document.dispatchEvent(new Event('encore:hydrated'))
}

/** What React does to an element it has hydrated: a private props key (boot.js waits for it). */
function markHydrated(element: Element) {
  Object.assign(element, { __reactProps$test: {} })
}

afterEach(() => {
  hydrated() // every run's click holder lets go
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('public/boot.js', () => {
  it('adds the entry module and its preloads once the page has loaded and painted', async () => {
    expect(document.readyState).toBe('complete')
    runBoot()
    expect(document.head.querySelector('script[type="module"]'), 'not in the frame that paints the page').toBeNull()
    await vi.waitFor(() => expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/entry.js'))
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))
    expect(preloads).toEqual(['/assets/framework.js', '/assets/album-route.js'])
  })

  it('holds a click on a control until the page is hydrated, then gives it to the same control once', () => {
    runBoot()
    document.body.innerHTML = '<main><button type="button">Play</button></main>'
    const button = document.querySelector('button')!
    const onClick = vi.fn()
    button.addEventListener('click', onClick)

    const early = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(early)
    expect(onClick).not.toHaveBeenCalled()
    expect(early.defaultPrevented).toBe(true)

    markHydrated(button)
    hydrated()
    expect(onClick).toHaveBeenCalledTimes(1)
    // After hydration clicks are the app's own: nothing is held any more.
    button.click()
    expect(onClick).toHaveBeenCalledTimes(2)
  })

  it('waits for React to attach its props to the control before giving the click back', async () => {
    runBoot()
    document.body.innerHTML = '<button type="button">Save offline</button>'
    const button = document.querySelector('button')!
    const onClick = vi.fn()
    button.addEventListener('click', onClick)
    button.click()
    hydrated()
    expect(onClick).not.toHaveBeenCalled() // a suspended part of the page is not hydrated yet
    markHydrated(button)
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledTimes(1))
  })

  it('gives the click to the control the app drew in place of the server\'s, found by its kind and name', () => {
    runBoot()
    document.body.innerHTML = '<main><button type="button" aria-label="Play Echoes">▶</button></main>'
    document.querySelector('button')!.click()
    // The app drew the page anew (say, at its corrected address): the server's button is gone.
    document.body.innerHTML = '<main><button type="button" aria-label="Play Intro">▶</button><button type="button" aria-label="Play Echoes">▶</button></main>'
    const [other, same] = [...document.querySelectorAll('button')]
    const onOther = vi.fn()
    const onSame = vi.fn()
    other!.addEventListener('click', onOther)
    same!.addEventListener('click', onSame)
    markHydrated(other!)
    markHydrated(same!)
    hydrated()
    expect(onSame).toHaveBeenCalledTimes(1)
    expect(onOther).not.toHaveBeenCalled()
  })

  it('leaves links and plain text alone: a link opens its page as a page', () => {
    runBoot()
    document.body.innerHTML = '<a href="/artist/2"><span role="button">Northbound Lanterns</span></a><p>Text</p>'
    const link = document.querySelector('span')!
    const onLink = vi.fn((event: Event) => event.preventDefault()) // jsdom does not navigate; just observe
    document.querySelector('a')!.addEventListener('click', onLink)
    link.click()
    expect(onLink).toHaveBeenCalledTimes(1)
    const text = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('p')!.dispatchEvent(text)
    expect(text.defaultPrevented).toBe(false)
  })
})
