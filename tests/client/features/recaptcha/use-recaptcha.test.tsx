import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoginForm, RegisterForm } from '../../../../src/client/features/auth'
import { useRecaptcha } from '../../../../src/client/features/recaptcha'
import { resetRecaptchaLoads, type Grecaptcha } from '../../../../src/client/features/recaptcha/load-script'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { toastState } from '../../../../src/client/stores/toasts'
import type { BootstrapData } from '../../../../src/client/stores/bootstrap-types'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'

const SRC = 'https://www.google.com/recaptcha/api.js?render=site-key'
const FAILED = 'Could not verify you are human.'

function boot(enable: Record<string, boolean>) {
  const settings = { recaptcha: { site_key: 'site-key', enable } }
  const data = { status: 'success', user: null, settings, themes: [], i18n: { language: 'en', lines: {} }, guest_role: null, show_cookie_notice: false, likes: {}, reposts: {}, playlists: [] }
  applyBootstrapData(data as unknown as BootstrapData)
}

const scripts = () => Array.from(document.querySelectorAll('script'))

/** Plays Google's part: installs a fake grecaptcha and fires the script's load event. */
function fakeGoogle(execute: Grecaptcha['execute']) {
  const fake = { ready: vi.fn((cb: () => void) => cb()), execute: vi.fn(execute) }
  window.grecaptcha = fake
  const script = scripts().find((s) => s.src === SRC)
  if (!script) throw new Error('recaptcha script was not added')
  script.dispatchEvent(new Event('load'))
  return fake
}

beforeEach(() => {
  resetRecaptchaLoads()
  for (const s of scripts()) s.remove()
  delete window.grecaptcha
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toastState.current = null
})

describe('useRecaptcha', () => {
  it('loads nothing and asks for nothing while the action is off', async () => {
    boot({ register: false, login: true })
    const { result } = renderHook(() => useRecaptcha('register'))
    expect(result.current.enabled).toBe(false)
    expect(scripts()).toHaveLength(0)
    await expect(result.current.verify()).resolves.toEqual({})
    expect(toastState.current).toBeNull()
  })

  it('adds one script element with src (no inline code) and returns the token for the action', async () => {
    boot({ register: true })
    const { result, rerender } = renderHook(() => useRecaptcha('register'))
    rerender()
    expect(scripts().map((s) => [s.src, s.textContent])).toEqual([[SRC, '']])
    const google = fakeGoogle(async () => 'token-1')
    await expect(result.current.verify()).resolves.toEqual({ recaptcha_token: 'token-1' })
    expect(google.execute).toHaveBeenCalledWith('site-key', { action: 'register' })
    await expect(result.current.execute('contact')).resolves.toBe('token-1')
    expect(google.execute).toHaveBeenLastCalledWith('site-key', { action: 'contact' })
    expect(scripts()).toHaveLength(1)
  })

  it('toasts "Could not verify you are human." and gives null when the script fails or execute rejects', async () => {
    boot({ login: true })
    const { result } = renderHook(() => useRecaptcha('login'))
    const script = scripts().find((s) => s.src === SRC)!
    script.dispatchEvent(new Event('error'))
    let proof: unknown
    await act(async () => {
      proof = await result.current.verify()
    })
    expect(proof).toBeNull()
    expect(toastState.current).toMatchObject({ message: FAILED, type: 'danger' })

    toastState.current = null
    // The dead script was dropped: the next attempt adds a fresh one, whose execute fails here.
    const next = result.current.verify()
    await waitFor(() => expect(scripts().filter((s) => s.src === SRC)).toHaveLength(1))
    fakeGoogle(async () => {
      throw new Error('network')
    })
    await act(async () => {
      proof = await next
    })
    expect(proof).toBeNull()
    expect(toastState.current).toMatchObject({ message: FAILED, type: 'danger' })
  })
})

describe('protected forms', () => {
  const registerOk = { json: { status: 'success', bootstrapData: { user: null, settings: {} } } }

  it('register sends the token with the fields when "register" is protected', async () => {
    boot({ register: true })
    const calls = fakeApi({ 'POST /api/v1/auth/register': () => registerOk })
    const user = userEvent.setup()
    await renderWithRouter(<RegisterForm onSuccess={vi.fn()} />)
    const google = fakeGoogle(async () => 'reg-token')
    await user.type(screen.getByLabelText('Email'), 'a@b.co')
    await user.type(screen.getByLabelText('Password'), 'password1')
    await user.type(screen.getByLabelText('Confirm password'), 'password1')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.body).toMatchObject({ email: 'a@b.co', password: 'password1', recaptcha_token: 'reg-token' })
    expect(google.execute).toHaveBeenCalledWith('site-key', { action: 'register' })
  })

  it('login does not submit when the check fails, and shows the toast', async () => {
    boot({ login: true })
    const calls = fakeApi({ 'POST /api/v1/auth/login': () => ({ json: { two_factor: true } }) })
    const user = userEvent.setup()
    await renderWithRouter(<LoginForm onSuccess={vi.fn()} onTwoFactor={vi.fn()} />)
    fakeGoogle(async () => {
      throw new Error('blocked')
    })
    await user.type(screen.getByLabelText('Email'), 'a@b.co')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(toastState.current).toMatchObject({ message: FAILED, type: 'danger' }))
    expect(calls).toHaveLength(0)
  })

  it('login sends no token and loads no script while login is not protected', async () => {
    boot({ register: true })
    const calls = fakeApi({ 'POST /api/v1/auth/login': () => ({ json: { two_factor: true } }) })
    const user = userEvent.setup()
    await renderWithRouter(<LoginForm onSuccess={vi.fn()} onTwoFactor={vi.fn()} />)
    await user.type(screen.getByLabelText('Email'), 'a@b.co')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.body).toEqual({ email: 'a@b.co', password: 'secret', remember: true })
    expect(scripts()).toHaveLength(0)
  })
})
