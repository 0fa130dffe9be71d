export const SOCIAL_SERVICES = ['google', 'facebook', 'twitter', 'envato'] as const
export type SocialService = (typeof SOCIAL_SERVICES)[number]

export interface ProviderEndpoints {
  authorizeUrl: string
  tokenUrl: string
  userinfoUrl: string
  scope: string
}

/**
 * Public endpoints of each provider. Every URL can be overridden with the private settings
 * `social.<service>.authorize_url|token_url|userinfo_url` (a local OAuth2 server in tests, a proxy).
 */
export const PROVIDER_DEFAULTS: Record<SocialService, ProviderEndpoints> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'email',
  },
  twitter: {
    authorizeUrl: 'https://twitter.com/i/oauth2/authorize',
    tokenUrl: 'https://api.twitter.com/2/oauth2/token',
    userinfoUrl: 'https://api.twitter.com/2/users/me',
    scope: 'users.read tweet.read',
  },
  envato: {
    authorizeUrl: 'https://api.envato.com/authorization',
    tokenUrl: 'https://api.envato.com/token',
    userinfoUrl: 'https://api.envato.com/v1/market/private/user/account.json',
    scope: '',
  },
}

export interface ProviderProfile {
  id: string
  email: string | null
  username: string | null
}

/** Providers answer in different shapes: OIDC `sub`, Graph `id`, Twitter `{data:{id}}`, Envato `{account}`. */
export function normalizeProfile(body: unknown): ProviderProfile | null {
  if (!body || typeof body !== 'object') return null
  const root = body as Record<string, unknown>
  const inner = (root.data ?? root.account ?? root) as Record<string, unknown>
  const id = inner.sub ?? inner.id ?? root.sub ?? root.id
  if (id === undefined || id === null || id === '') return null
  const email = (inner.email ?? root.email) as string | undefined
  const username = (inner.username ?? inner.name ?? inner.preferred_username ?? root.name) as string | undefined
  return { id: String(id), email: typeof email === 'string' ? email.toLowerCase() : null, username: typeof username === 'string' ? username : null }
}
