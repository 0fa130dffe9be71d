import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Suspense } from 'react'
import { LoginForm, RegisterForm, VerificationGate, maskEmail } from '../../../../src/client/features/auth'
import { twoFactorState } from '../../../../src/client/features/account/components/two-factor-panel'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { toastState } from '../../../../src/client/stores/toasts'
import type { BootstrapData } from '../../../../src/client/stores/bootstrap-types'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'

function boot(user: Record<string, unknown> | null, settings: Record<string, unknown> = {}) {
  const data = { status: 'success', user, settings, themes: [], i18n: { language: 'en', lines: {} }, guest_role: null, show_cookie_notice: false, likes: {}, reposts: {}, playlists: [] }
  applyBootstrapData(data as unknown as BootstrapData)
}

beforeEach(() => boot(null))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toastState.current = null
})

describe('auth helpers', () => {
  it('masks e-mails: two characters, stars, domain; stars when unknown', () => {
    expect(maskEmail('johnny@example.com')).toBe('jo****@example.com')
    expect(maskEmail(null)).toBe('********')
  })

  it('derives the two-factor panel state', () => {
    expect(twoFactorState({ two_factor_confirmed_at: null, two_factor_setup_pending: false })).toBe(0)
    expect(twoFactorState({ two_factor_confirmed_at: null, two_factor_setup_pending: true })).toBe(1)
    expect(twoFactorState({ two_factor_confirmed_at: '2026-01-01', two_factor_setup_pending: false })).toBe(2)
  })
})

describe('login form', () => {
  it('keeps "Stay signed in for a month" on by default and puts server errors on the field with focus', async () => {
    const calls = fakeApi({
      'POST /api/v1/auth/login': () => ({ status: 422, json: { message: 'These credentials do not match our records.', errors: { email: 'These credentials do not match our records.' } } }),
    })
    const user = userEvent.setup()
    await renderWithRouter(<LoginForm onSuccess={vi.fn()} onTwoFactor={vi.fn()} />)
    expect(screen.getByRole('checkbox', { name: 'Stay signed in for a month' })).toHaveProperty('checked', true)
    await user.type(screen.getByLabelText('Email'), 'a@b.co')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Email'))
    expect(calls[0]).toMatchObject({ method: 'POST', body: { email: 'a@b.co', password: 'secret', remember: true } })
  })

  it('leads to the two-factor challenge when the answer says so', async () => {
    fakeApi({ 'POST /api/v1/auth/login': () => ({ json: { two_factor: true } }) })
    const onTwoFactor = vi.fn()
    const user = userEvent.setup()
    await renderWithRouter(<LoginForm onSuccess={vi.fn()} onTwoFactor={onTwoFactor} />)
    await user.type(screen.getByLabelText('Email'), 'a@b.co')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(onTwoFactor).toHaveBeenCalled())
  })
})

describe('register form', () => {
  it('shows one required checkbox per policy, a locked prefilled e-mail and the sign-in link', async () => {
    boot(null, { registration: { policies: [{ id: 'terms', label: 'Terms of Service' }] } })
    await renderWithRouter(<RegisterForm email="invited@example.com" onSuccess={vi.fn()} />)
    const email = screen.getByLabelText('Email') as HTMLInputElement
    expect(email.value).toBe('invited@example.com')
    expect(email.disabled).toBe(true)
    expect((screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }) as HTMLInputElement).required).toBe(true)
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sign in.' }).getAttribute('href')).toBe('/login')
    expect(screen.getByText(/Already have an account\?/)).toBeTruthy()
  })
})

describe('verification gate', () => {
  it('shows the spec texts, validates the code on the server and resends', async () => {
    boot({ id: 1, email: 'verify@example.com', email_verified_at: null })
    fakeApi({
      'POST /api/v1/validate-email-verification-otp': () => ({ status: 422, json: { message: 'The code is invalid or has expired.', errors: { code: 'The code is invalid or has expired.' } } }),
      'POST /api/v1/resend-email-verification': () => ({ json: { message: 'Email sent' } }),
    })
    const user = userEvent.setup()
    // The gate is lazy (its own chunk): wait for it, inside the Suspense boundary the root layout provides.
    await renderWithRouter(<Suspense fallback={null}><VerificationGate /></Suspense>)
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeTruthy()
    expect(screen.getByText('Enter the verification code we sent to ve****@example.com')).toBeTruthy()
    const code = screen.getByLabelText('Code') as HTMLInputElement
    expect(code.placeholder).toBe('Enter your verification code')
    expect(code.maxLength).toBe(6)
    expect(document.activeElement).toBe(code)
    expect(document.body.textContent).toContain(
      "If you don't see the email in your inbox, check your spam folder and promotions tab. If you still don't see it, request a resend.",
    )
    await user.type(code, '123456')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('The code is invalid or has expired.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'request a resend' }))
    await waitFor(() => expect(toastState.current?.message).toBe('Email sent'))
  })
})
