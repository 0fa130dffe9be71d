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
