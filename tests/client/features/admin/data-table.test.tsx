import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataTable } from '../../../../src/client/features/admin-kit/data-table/data-table'
import { decodeAdminFilters } from '../../../../src/client/features/admin-kit/data-table/filters'
import type { ColumnDef, FilterDef } from '../../../../src/client/features/admin-kit/data-table/types'
import { matchAdminPath, resolveAdminPage } from '../../../../src/client/features/admin-kit/match'
import { toastState } from '../../../../src/client/stores/toasts'
import { AdminListResponseSchema } from '../../../../src/shared/contracts/admin'
import { fakeApi, reply, type ApiCall } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'

const columns: ColumnDef[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'plays', header: 'Plays', sortable: true },
]
const filters: FilterDef[] = [{ key: 'verified', label: 'Verified', operator: '=', options: [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }], parse: (v) => v === 'true' }]

const page = (rows: { id: number; name: string; plays: number }[], pageNo = 1, hasNext = false) =>
  reply(AdminListResponseSchema, {
    status: 'success',
    pagination: { data: rows, current_page: pageNo, per_page: 15, from: rows.length ? 1 : null, to: rows.length || null, next_page: hasNext ? pageNo + 1 : null, prev_page: pageNo > 1 ? pageNo - 1 : null, total: rows.length, last_page: 1 },
  })

const lastList = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.url === '/api/v1/artists').at(-1)!

beforeEach(() => {
  toastState.current = null
})
afterEach(() => {
  toastState.current = null
})

describe('DataTable', () => {
  it('asks the server for sorted, searched and filtered pages and keeps them in the URL', async () => {
    const calls = fakeApi({ 'GET /api/v1/artists': () => page([{ id: 1, name: 'Solo', plays: 3 }], 1, true) })
    const user = userEvent.setup()
    const { router } = await renderWithRouter(<DataTable resource="artists" label="Artists" columns={columns} filters={filters} />, { path: '/admin/artists' })
    expect(await screen.findByText('Solo')).toBeTruthy()
    expect(lastList(calls).search.get('paginate')).toBe('lengthAware')

    await user.click(screen.getByRole('button', { name: /Plays/ }))
    await waitFor(() => expect(lastList(calls).search.get('orderBy')).toBe('plays'))
    expect(lastList(calls).search.get('orderDir')).toBe('desc')
    expect(screen.getByRole('columnheader', { name: /Plays/ }).getAttribute('aria-sort')).toBe('descending')

    await user.type(screen.getByRole('searchbox', { name: 'Search artists' }), 'so')
    await waitFor(() => expect(lastList(calls).search.get('query')).toBe('so'))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Verified' }), 'true')
    await waitFor(() => expect(lastList(calls).search.get('filters')).toBeTruthy())
    expect(decodeAdminFilters(lastList(calls).search.get('filters'))).toEqual([{ key: 'verified', operator: '=', value: true }])
    expect((router.state.location.search as Record<string, unknown>).query).toBe('so')

    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(lastList(calls).search.get('page')).toBe('2'))
    const exportLink = screen.getByRole('link', { name: /Export CSV/ })
    expect(exportLink.getAttribute('href')).toMatch(/^\/api\/v1\/artists\?.*format=csv/)
    expect(exportLink.getAttribute('href')).toContain('query=so')
  })

  it('deletes the selected rows after confirming, then refetches', async () => {
    let rows = [
      { id: 1, name: 'Solo', plays: 3 },
      { id: 2, name: 'Duo', plays: 9 },
    ]
    const calls = fakeApi({
      'GET /api/v1/artists': () => page(rows),
      'DELETE /api/v1/artists/1,2': () => {
        rows = []
        return { json: { status: 'success' } }
      },
    })
    const user = userEvent.setup()
    await renderWithRouter(<DataTable resource="artists" label="Artists" columns={columns} />, { path: '/admin/artists' })
    await screen.findByText('Solo')
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }))
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/delete 2 items/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/v1/artists/1,2')).toBe(true))
    expect(await screen.findByText('No artists yet')).toBeTruthy()
  })

  it('shows the server refusal in the dialog and keeps the rows', async () => {
    fakeApi({
      'GET /api/v1/roles': () => page([{ id: 4, name: 'users', plays: 0 }]),
      'DELETE /api/v1/roles/4': () => ({ status: 422, json: { message: 'The role "users" is assigned to 3 users.', errors: { ids: 'The role "users" is assigned to 3 users.' } } }),
    })
    const user = userEvent.setup()
    await renderWithRouter(<DataTable resource="roles" label="Roles" columns={columns} />, { path: '/admin/roles' })
    await user.click(await screen.findByRole('checkbox', { name: 'Select users' }))
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect((await screen.findByRole('alert')).textContent).toContain('assigned to 3 users')
    expect(screen.getByText('users')).toBeTruthy()
  })

  it('shows the empty state for a search without results and an error with a retry', async () => {
    let fail = true
    fakeApi({ 'GET /api/v1/tags': () => (fail ? { status: 500, json: { message: 'boom' } } : page([])) })
    const user = userEvent.setup()
    await renderWithRouter(<DataTable resource="tags" label="Tags" columns={columns} />, { path: '/admin/tags?query=zz' })
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No results match your search')).toBeTruthy()
  })
})

describe('admin page registry matching', () => {
  it('matches whole segments, captures params and lets the first entry win', () => {
    expect(matchAdminPath('users/:userId/:tab', 'users/12/security')).toEqual({ userId: '12', tab: 'security' })
    expect(matchAdminPath('users/:userId', 'users/12/security')).toBeNull()
    expect(matchAdminPath('', '')).toEqual({})
    const pages = [{ path: 'roles/new' }, { path: 'roles/:roleId' }]
    expect(resolveAdminPage(pages, 'roles/new')?.page.path).toBe('roles/new')
    expect(resolveAdminPage(pages, 'roles/5')?.params).toEqual({ roleId: '5' })
    expect(resolveAdminPage(pages, 'nothing')).toBeNull()
  })
})
