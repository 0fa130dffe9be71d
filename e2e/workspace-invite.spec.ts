// Issue 12's workspace journey: with workspaces enabled, an owner invites a listener by e-mail; the
// listener sees the invite in the notification popover, presses "Join workspace", gets the spec's toast
// and the workspace becomes theirs and active; the same invite then is "no longer valid".
// Workspaces are switched on by the WORKSPACES_ENABLED environment variable, which the shared e2e server
// does not set, so this spec starts its own server on an empty DATA_DIR.
import type { APIRequestContext } from '@playwright/test'
import { ownServer } from './fixtures/own-server'
import { expect, waitForShell } from './fixtures/test'

const OWNER = { email: 'owner@workspaces.local', password: 'workspaces-owner-password' }
const MEMBER = { email: 'member@workspaces.local', password: 'workspaces-member-password' }
const { server, test } = ownServer({
  port: Number(process.env.E2E_WORKSPACES_PORT ?? 4353),
  name: 'workspaces',
  admin: OWNER,
  env: { WORKSPACES_ENABLED: '1' },
})
const URL_BASE = server.url

test.use({ serviceWorkers: 'block' })

async function xsrf(request: APIRequestContext) {
  return { 'X-XSRF-TOKEN': (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' }
}

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: object): Promise<{ status: number; body: T }> {
  const res = await request.fetch(url, { method, data, headers: await xsrf(request) })
  return { status: res.status(), body: (await res.json().catch(() => ({}))) as T }
}

test('a listener joins a workspace from the invite notification', async ({ page, browser }) => {
  test.setTimeout(120_000)
  // The owner (the first administrator) makes a workspace and invites the listener, who already has an account.
  const owner = (await browser.newContext({ baseURL: URL_BASE })).request
  expect((await call(owner, 'POST', '/api/v1/auth/login', { ...OWNER, remember: true })).status).toBe(200)
  const registered = await page.request.post('/api/v1/auth/register', { data: { email: MEMBER.email, password: MEMBER.password, password_confirmation: MEMBER.password } })
  expect(registered.status(), await registered.text()).toBe(200)
  const made = await call<{ workspace: { id: number } }>(owner, 'POST', '/api/v1/workspace', { name: 'Night Shift Studio' })
  expect(made.status).toBe(200)
  const roles = await call<{ roles: { id: number; name: string }[] }>(owner, 'GET', '/api/v1/workspace/roles')
  const memberRole = roles.body.roles.find((r) => r.name === 'Workspace Member') ?? roles.body.roles[0]!
  const invited = await call(owner, 'POST', `/api/v1/workspace/${made.body.workspace.id}/invite`, { emails: [MEMBER.email], role_id: memberRole.id })
  expect(invited.status).toBe(200)

  // The listener opens the site: the bell counts the invite; the popover offers Join and Decline.
  await page.goto('/')
  await waitForShell(page)
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
  await expect(bell).toHaveAccessibleName(/1 unread/)
  await bell.click()
  const item = page.getByRole('listitem').filter({ hasText: 'Night Shift Studio' })
  await expect(item).toBeVisible()
  await expect(item.getByRole('button', { name: 'Decline' })).toBeVisible()
  await item.getByRole('button', { name: 'Join workspace' }).click()
  await expect(page.getByText('Joined workspace')).toBeVisible()
  // Issue 28: the invite now says what happened instead of offering its buttons again.
  await expect(item.getByText('You joined this workspace.')).toBeVisible()
  await expect(item.getByRole('button', { name: 'Join workspace' })).toHaveCount(0)

  // The workspace is the listener's now, and the active one (the activeWorkspaceId cookie).
  const mine = await call<{ pagination: { data: { id: number; name: string }[] } }>(page.request, 'GET', '/api/v1/me/workspaces')
  expect(mine.body.pagination.data.map((w) => w.name)).toContain('Night Shift Studio')
  const cookie = (await page.context().cookies()).find((c) => c.name === 'activeWorkspaceId')
  expect(cookie?.value).toBe(String(made.body.workspace.id))

  // The invite worked once: using it again is refused, and nothing changes.
  const again = await call<{ message: string }>(page.request, 'GET', `/api/v1/workspace/join/${await inviteIdOf(page.request)}`)
  expect(again.status).toBe(404)
  expect(again.body.message).toBe('This invite is no longer valid')
})

/** The invite id the notification carried (notifications keep it after the invite is used). */
async function inviteIdOf(request: APIRequestContext): Promise<string> {
  const list = await call<{ pagination: { data: { inviteId?: string; type: string }[] } }>(request, 'GET', '/api/v1/notifications')
  const invite = list.body.pagination.data.find((n) => n.inviteId)
  expect(invite?.inviteId).toBeTruthy()
  return invite!.inviteId!
}
