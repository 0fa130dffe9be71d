import type { BootstrapData, SessionUser } from '../../src/client/stores/bootstrap-types'
import { DEFAULT_MENUS } from '../../src/shared/lib/default-menus'

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    name: 'Ann Lee',
    email: 'ann@example.com',
    image: null,
    first_name: 'Ann',
    last_name: 'Lee',
    username: null,
    language: 'en',
    country: null,
    timezone: null,
    email_verified_at: '2026-01-01T00:00:00Z',
    two_factor_confirmed_at: null,
    has_password: true,
    created_at: '2026-01-01T00:00:00Z',
    unread_notifications_count: 0,
    roles: [{ id: 1, name: 'users' }],
    permissions: [],
    social_profiles: [],
    artists: [],
    subscriptions: [],
    model_type: 'user',
    ...overrides,
  }
}

export function makeBootstrap(overrides: Partial<BootstrapData> = {}, settings: Record<string, unknown> = {}): BootstrapData {
  return {
    status: 'success',
    user: null,
    settings: {
      menus: DEFAULT_MENUS,
      registration: { disable: false },
      themes: { user_change: true, default_id: 0 },
      cookie_notice: { enable: true, position: 'bottom', button: { label: 'Privacy', type: 'route', action: '/pages/privacy' } },
      ...settings,
    },
    themes: [],
    i18n: { language: 'en', lines: {} },
    guest_role: { id: 2, name: 'guests', permissions: [{ name: 'music.view', restrictions: [] }] },
    show_cookie_notice: true,
    likes: {},
    reposts: {},
    playlists: [],
    ...overrides,
  }
}
