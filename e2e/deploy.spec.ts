// Issue 16: a new deployment never strands a page. A tab of the previous build asks for route chunks that
// the new build no longer has (404). The page must reload once to pick up the new build, and when that does
// not help either, show the error page with a "Reload" button: never an endless spinner, never a loop.
import { expect, test } from './fixtures/test'

// Without the service worker: its precache would answer the chunk requests from the cache.
test.use({ serviceWorkers: 'block' })

test('a route chunk that 404s reloads the page, then offers "Reload" instead of spinning or looping', async ({ page, visit }) => {
  // What the page loaded before "the deployment"; frozen then (the stubbed 404s must not join it).
  const loaded = new Set<string>()
  let deployed = false
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!deployed && url.pathname.startsWith('/assets/')) loaded.add(url.pathname)
  })
  // Start on the home page, then go to the register page (its own layout and chunk, never loaded by home).
  await visit('/')
  await page.waitForLoadState('networkidle')
  const registerLink = page.getByRole('link', { name: 'Register' }).first()
  await expect(registerLink).toBeVisible()
  const targetPath = (await registerLink.getAttribute('href')) ?? ''

  // "The new deployment": every script chunk this page has not loaded yet is gone.
  const missing: string[] = []
  deployed = true
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !loaded.has(url.pathname),
    async (route) => {
      missing.push(new URL(route.request().url()).pathname)
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not Found"}' })
    },
  )
  let documentLoads = 0
  page.on('load', () => documentLoads++)

  await registerLink.click()
  const reload = page.getByRole('button', { name: 'Reload' })
  await expect(reload).toBeVisible({ timeout: 20_000 })
  expect(missing.length).toBeGreaterThan(0)
  expect(new URL(page.url()).pathname).toBe(targetPath)
  await expect(page.getByRole('heading', { name: 'There was an issue loading this page' })).toBeVisible()
  // Reloaded to pick up the new build, and then no further: the page now waits for the user. Our guard
  // reloads once per build per tab; TanStack Router's lazy route component also reloads once per failed
  // module on its own, and which of the two fires first depends on timing, so one or two loads.
  expect(documentLoads).toBeGreaterThanOrEqual(1)
  expect(documentLoads).toBeLessThanOrEqual(2)
  const settled = documentLoads
  await page.waitForTimeout(1500)
  expect(documentLoads).toBe(settled)
  await expect(reload).toBeVisible()

  // The deployment settles (the chunks are there): "Reload" brings the page back.
  await page.unroute('**/*')
  await page.unrouteAll()
  await reload.click()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0)
})
