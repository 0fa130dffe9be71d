import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ProfilePage } from '../../../../src/client/features/profiles'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'
import { page, signIn } from '../../../helpers/client-session'

const profile = (id: number, name: string) => ({
  id, name, image: null, model_type: 'user', first_name: null, last_name: null, username: null, created_at: '2026-01-01',
  profile: { description: 'Loves synths', city: 'Oslo', country: null }, links: [], followers_count: 2, followed_users_count: 1,
})

describe('profile page', () => {
  it('shows counts and follows another user', async () => {
    signIn()
    const followed: number[] = []
    const calls = fakeApi({
      'GET /api/v1/user-profile/9': () => ({ json: { status: 'success', user: profile(9, 'Velma'), loader: 'userProfilePage' } }),
      'GET /api/v1/users/me/followed-users/ids': () => ({ json: { status: 'success', ids: [...followed] } }),
      'GET /api/v1/users/9/followers': () => ({ json: page([{ id: 3, name: 'Cleo', image: null, model_type: 'user' }]) }),
      'POST /api/v1/users/9/follow': () => {
        followed.push(9)
        return { json: { status: 'success' } }
      },
    })
    await renderWithRouter(<ProfilePage userId={9} tab="followers" />)
    expect(await screen.findByRole('heading', { name: 'Velma' })).toBeTruthy()
    expect(screen.getByText('2 followers')).toBeTruthy()
    expect(await screen.findByRole('link', { name: /Cleo/ })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Followers' }).getAttribute('aria-current')).toBe('page')
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull()
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }))
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeTruthy()
    // The change goes out through the offline queue, a moment after the button flips.
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/v1/users/9/follow')).toBe(true))
  })

  it('lets the owner edit description, city and links', async () => {
    signIn()
    const calls = fakeApi({
      'GET /api/v1/user-profile/7': () => ({ json: { status: 'success', user: profile(7, 'Ann Lee'), loader: 'userProfilePage' } }),
      'GET /api/v1/users/7/followers': () => ({ json: page([]) }),
      'PUT /api/v1/users/profile/update': () => ({
        json: { status: 'success', user: { ...profile(7, 'Ann Lee'), profile: { description: 'Loves synths', city: 'Bergen', country: null } }, loader: 'userProfilePage' },
      }),
    })
    await renderWithRouter(<ProfilePage userId={7} tab="followers" />)
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull()
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }))
    // The dialog loads when opened (its own chunk).
    const city = await screen.findByRole('textbox', { name: 'City' })
    await userEvent.clear(city)
    await userEvent.type(city, 'Bergen')
    await userEvent.type(screen.getByRole('textbox', { name: /Links/ }), 'example.com My site')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByText('Bergen')).toBeTruthy())
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      profile: { description: 'Loves synths', city: 'Bergen', country: null },
      links: [{ url: 'example.com', title: 'My site' }],
    })
  })
  it("shows the server's refusal of a javascript: link under the links field", async () => {
    signIn()
    fakeApi({
      'GET /api/v1/user-profile/7': () => ({ json: { status: 'success', user: profile(7, 'Ann Lee'), loader: 'userProfilePage' } }),
      'GET /api/v1/users/7/followers': () => ({ json: page([]) }),
      'PUT /api/v1/users/profile/update': () => ({
        status: 422,
        json: { message: 'Must be an http(s) address.', errors: { 'links.0.url': ['Must be an http(s) address.'] } },
      }),
    })
    await renderWithRouter(<ProfilePage userId={7} tab="followers" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }))
    await userEvent.type(await screen.findByRole('textbox', { name: /Links/ }), 'javascript:alert(1)')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Must be an http(s) address.')).toBeTruthy()
  })
})
