import type { CurrentUser, PublicUser } from '../../../shared/contracts/users'
import { displayName } from '../../lib/display-name'
import type { PermissionsService } from '../permissions/index'
import type { UserRow } from './auth.repo'
import type { SessionsRepo } from './sessions.repo'

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)

export function publicUser(user: UserRow): PublicUser {
  return { id: user.id, name: displayName(user), image: user.image, first_name: user.firstName, last_name: user.lastName }
}

/** The signed-in user's own payload: roles, permissions, linked social profiles and token names. */
export function makeCurrentUserBuilder({ permissions, sessions }: { permissions: PermissionsService; sessions: SessionsRepo }) {
  return async function currentUser(user: UserRow): Promise<CurrentUser> {
    const [viewer, social, tokens] = await Promise.all([
      permissions.viewerFor(user.id),
      sessions.socialProfilesOf(user.id),
      sessions.tokensOf(user.id),
    ])
    return {
      ...publicUser(user),
      email: user.email,
      language: user.language,
      country: user.country,
      timezone: user.timezone,
      email_verified_at: iso(user.emailVerifiedAt),
      two_factor_confirmed_at: iso(user.twoFactorConfirmedAt),
      two_factor_recovery_codes: user.twoFactorSecret ? (user.twoFactorRecoveryCodes ?? []) : null,
      roles: viewer.roles,
      permissions: viewer.grants.map((g) => ({ name: g.name, restrictions: g.restrictions })),
      social_profiles: social,
      tokens: tokens.map((t) => ({ id: t.id, name: t.name, last_used_at: iso(t.lastUsedAt), created_at: t.createdAt.toISOString() })),
    }
  }
}

export type CurrentUserBuilder = ReturnType<typeof makeCurrentUserBuilder>
