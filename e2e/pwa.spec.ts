import { expect, test, waitForShell } from './fixtures/test'

test.describe('progressive web app', () => {
  test('the manifest is linked and lists the icons', async ({ page, visit }) => {
    await visit('/')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBeTruthy()
    const response = await page.request.get(href ?? '')
    expect(response.ok()).toBe(true)
    const manifest = (await response.json()) as { display: string; icons: Array<{ sizes: string; purpose?: string }> }
    expect(manifest.display).toBe('standalone')
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true)
  })

  test('the manifest offers screenshots and shortcuts to the library and search, and their images load', async ({ page, visit }) => {
    await visit('/')
    const href = (await page.locator('link[rel="manifest"]').getAttribute('href')) ?? ''
    const manifest = (await (await page.request.get(href)).json()) as {
      screenshots: Array<{ src: string; sizes: string; type: string; form_factor?: string }>
      shortcuts: Array<{ name: string; url: string; icons: Array<{ src: string; sizes: string; type: string }> }>
    }
    expect(manifest.screenshots.map((s) => [s.form_factor, s.sizes])).toEqual([['wide', '1280x720'], ['narrow', '720x1280']])
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/library', '/search'])
    expect(manifest.shortcuts.every((s) => s.name.length > 0 && s.icons.some((i) => i.sizes === '96x96'))).toBe(true)
    const images = [...manifest.screenshots, ...manifest.shortcuts.flatMap((s) => s.icons)]
    for (const image of images) {
      const response = await page.request.get(image.src)
      expect(response.status(), image.src).toBe(200)
      expect(response.headers()['content-type'], image.src).toBe('image/png')
      // The declared size is the real one (PNG IHDR: width and height at bytes 16-23).
      const png = await response.body()
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, image.src).toBe(image.sizes)
    }
    // The shortcuts open real pages of the app.
    for (const shortcut of manifest.shortcuts) {
      await visit(shortcut.url)
      await expect(page.getByRole('main')).toBeVisible()
    }
  })

  test('the service worker controls the page after a reload', async ({ page, visit }) => {
    await visit('/')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.reload()
    await waitForShell(page)
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)
    expect(controlled).toMatch(/\/sw\.js$/)
  })

  test('an offline reload still shows the shell', async ({ page, context, visit }) => {
    await visit('/')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    // Precaching finishes before `ready`; one reload lets the worker control the page.
    await page.reload()
    await waitForShell(page)
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

    await context.setOffline(true)
    // setOffline alone does not cut the service worker's own fetches in every case; aborting at the
    // context level does (TOOLCHAIN.md), so the shell can only come from the precache.
    await context.route('**/*', (route) => route.abort('internetdisconnected'))
    await page.reload()
    await waitForShell(page)
    // The shell: the frame around the routes (logo, banner, main) booted from the precache. What the
    // route shows offline depends on the persisted query cache, which is not this test's concern.
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Encore home' }).first()).toBeVisible()
    // Proof the network really is gone: the API (never cached by the worker) cannot be reached.
    const api = await page.evaluate(() =>
      window.fetch('/api/v1/health').then(
        () => 'reachable',
        () => 'unreachable',
      ),
    )
    expect(api).toBe('unreachable')
    await context.unroute('**/*')
    await context.setOffline(false)
  })
})
