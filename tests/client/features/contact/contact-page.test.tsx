import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ContactPage } from '../../../../src/client/features/contact'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { toastState } from '../../../../src/client/stores/toasts'
import type { BootstrapData } from '../../../../src/client/stores/bootstrap-types'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'

beforeEach(() => {
  const data = { status: 'success', user: null, settings: {}, themes: [], i18n: { language: 'en', lines: {} }, guest_role: null, show_cookie_notice: false, likes: {}, reposts: {}, playlists: [] }
  applyBootstrapData(data as unknown as BootstrapData)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toastState.current = null
})

async function fill() {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Name'), 'Ada')
  await user.type(screen.getByLabelText('Email'), 'ada@example.com')
  await user.type(screen.getByLabelText('Message'), 'Hello')
  await user.click(screen.getByRole('button', { name: 'Submit' }))
}

describe('contact page', () => {
  it('fills in a signed-in user\'s name and e-mail, and keeps them after sending (issue 28)', async () => {
    applyBootstrapData(makeBootstrap({ user: makeUser({ name: 'Ann Lee', email: 'ann@example.com' }) }))
    const calls = fakeApi({ 'POST /api/v1/contact-page': () => ({ json: { message: 'Your message has been submitted.' } }) })
    await renderWithRouter(<ContactPage />)
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ann Lee')
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.com')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Message'), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(toastState.current?.message).toBe('Your message has been submitted.'))
    expect(calls[0]!.body).toEqual({ name: 'Ann Lee', email: 'ann@example.com', message: 'Hello' })
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.com')
  })

  it('sends name, e-mail and message, shows the spec toast and clears the form', async () => {
    const calls = fakeApi({ 'POST /api/v1/contact-page': () => ({ json: { message: 'Your message has been submitted.' } }) })
    await renderWithRouter(<ContactPage />)
    await fill()
    await waitFor(() => expect(toastState.current?.message).toBe('Your message has been submitted.'))
    expect(calls[0]!.body).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Hello' })
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('')
  })

  it('puts a server field error on its field and keeps what was typed', async () => {
    fakeApi({ 'POST /api/v1/contact-page': () => ({ status: 422, json: { message: 'Enter a valid e-mail address.', errors: { email: ['Enter a valid e-mail address.'] } } }) })
    await renderWithRouter(<ContactPage />)
    await fill()
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy()
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello')
  })

  it('shows the throttle message as a danger toast', async () => {
    fakeApi({ 'POST /api/v1/contact-page': () => ({ status: 429, json: { message: 'Too many attempts. Please try again later.' } }) })
    await renderWithRouter(<ContactPage />)
    await fill()
    await waitFor(() => expect(toastState.current).toMatchObject({ message: 'Too many attempts. Please try again later.', type: 'danger' }))
  })
})
