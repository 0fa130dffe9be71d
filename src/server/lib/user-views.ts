import {
  ADMIN_VIEW_FIELDS,
  OWN_ACCOUNT_FIELDS,
  PUBLIC_PROFILE_FIELDS,
  USER_REF_FIELDS,
  pickFields,
  type AdminUserView,
  type OwnAccount,
  type PublicProfile,
  type UserFields,
} from '../../shared/contracts/user-views'
import type { UserRef } from '../../shared/contracts/user-ref'
import { displayName } from './display-name'

/** The users-table columns the views read; the secrets in it only ever become yes/no flags. */
export interface UserColumnsRow {
  id: number
  email: string
  password: string | null
  username: string | null
  firstName: string | null
  lastName: string | null
  image: string | null
  language: string | null
  country: string | null
  timezone: string | null
  emailVerifiedAt: Date | null
  bannedAt: Date | null
  twoFactorSecret: string | null
  twoFactorConfirmedAt: Date | null
  createdAt: Date
  updatedAt: Date
}

type ColumnField =
  | 'id' | 'name' | 'image' | 'model_type' | 'first_name' | 'last_name' | 'username' | 'created_at' | 'updated_at' | 'email' | 'email_verified_at'
  | 'language' | 'country' | 'timezone' | 'has_password' | 'two_factor_confirmed_at' | 'two_factor_setup_pending' | 'two_factor_enabled' | 'banned_at'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

function columnFields(row: UserColumnsRow): Pick<UserFields, ColumnField> {
  return {
    id: row.id,
    name: displayName(row),
    image: row.image,
    model_type: 'user',
    first_name: row.firstName,
    last_name: row.lastName,
    username: row.username,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    email: row.email,
    email_verified_at: iso(row.emailVerifiedAt),
    language: row.language,
    country: row.country,
    timezone: row.timezone,
    has_password: Boolean(row.password),
    two_factor_confirmed_at: iso(row.twoFactorConfirmedAt),
    two_factor_setup_pending: Boolean(row.twoFactorSecret) && !row.twoFactorConfirmedAt,
    two_factor_enabled: Boolean(row.twoFactorSecret && row.twoFactorConfirmedAt),
    banned_at: iso(row.bannedAt),
  }
}

/** Compact person in lists. The name: full name, else username, else the e-mail's local part. */
export function userRefView(row: { id: number; firstName: string | null; lastName: string | null; username: string | null; email: string; image: string | null }): UserRef {
  const full = [row.firstName, row.lastName].filter(Boolean).join(' ').trim()
  return pickFields({ id: row.id, name: full || row.username || row.email.split('@')[0]!, image: row.image, model_type: 'user' as const }, USER_REF_FIELDS)
}

/** What anyone may see: the columns of the public list plus profile fields and follow counts. */
export function publicProfileView(
  row: UserColumnsRow,
  extra: Pick<UserFields, 'profile' | 'links' | 'followers_count' | 'followed_users_count'>,
): PublicProfile {
  return pickFields({ ...columnFields(row), ...userRefView(row), ...extra }, PUBLIC_PROFILE_FIELDS)
}

/** The user themself: e-mail, settings, two-factor state, social profiles, token names, own roles and permissions. */
export function ownAccountView(row: UserColumnsRow, related: Pick<UserFields, 'social_profiles' | 'tokens' | 'roles' | 'permissions'>): OwnAccount {
  return pickFields({ ...columnFields(row), ...related }, OWN_ACCOUNT_FIELDS)
}

/** Holders of users.update: roles, permissions, ban and verification state, sessions and token names. */
export function adminUserView(row: UserColumnsRow, related: Pick<UserFields, 'sessions_count' | 'tokens' | 'roles' | 'permissions'>): AdminUserView {
  return pickFields({ ...columnFields(row), ...related }, ADMIN_VIEW_FIELDS)
}
