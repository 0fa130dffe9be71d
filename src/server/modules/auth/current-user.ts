import type { CurrentUser } from '../../../shared/contracts/users'
import { ownAccountView } from '../../lib/user-views'
import type { PermissionsService } from '../permissions/index'
import type { UserRow } from './auth.repo'
import type { SessionsRepo } from './sessions.repo'

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)

/** The signed-in user's own account (OWN_ACCOUNT_FIELDS): roles, permissions, linked social profiles and token names. */
export function makeCurrentUserBuilder({ permissions, sessions }: { permissions: PermissionsService; sessions: SessionsRepo }) {
  return async function currentUser(user: UserRow): Promise<CurrentUser> {
    const [viewer, social, tokens] = await Promise.all([
      permissions.viewerFor(user.id),
      sessions.socialProfilesOf(user.id),
      sessions.tokensOf(user.id),
    ])
    return ownAccountView(user, {
      roles: viewer.roles,
      permissions: viewer.grants.map((g) => ({ name: g.name, restrictions: g.restrictions })),
      social_profiles: social,
      tokens: tokens.map((t) => ({ id: t.id, name: t.name, last_used_at: iso(t.lastUsedAt), created_at: t.createdAt.toISOString() })),
    })
  }
}

export type CurrentUserBuilder = ReturnType<typeof makeCurrentUserBuilder>
