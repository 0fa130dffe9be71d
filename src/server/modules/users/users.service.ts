import { forbidden, notFound, unauthorized, validationError } from '../../lib/http-errors'
import type { Storage } from '../../lib/storage'
import { AVATAR_ERROR, AVATAR_MAX_BYTES, type UpdateUserInput } from '../../../shared/contracts/users'
import type { Viewer } from '../permissions/index'
import type { AdminUserView, PublicProfile } from '../../../shared/contracts/user-views'
import { randomToken, type AuthModule, type UserRow } from '../auth/index'

/** Images are recognised by their magic bytes, never by the declared content type or file name. */
const AVATAR_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' }
export const AVATAR_ROUTE = '/api/v1/avatars/'

/** The two views of another person this module does not build itself (profiles and admin own them). */
export interface OtherUserViews {
  publicProfile: (user: UserRow) => Promise<PublicProfile>
  adminView: (id: number) => Promise<AdminUserView>
}

/** Profile reads and edits: own account, or another account with users.update / users.delete. */
export function makeUsersService({
  auth,
  storage,
  views,
  languageAvailable = async () => true,
}: {
  auth: AuthModule
  storage: Storage
  views: OtherUserViews
  /** POST users/me/locale accepts only a language the admin added (localizations). */
  languageAvailable?: (language: string) => Promise<boolean>
}) {
  async function target(viewer: Viewer, id: number | 'me', permission: string): Promise<UserRow> {
    if (viewer.userId === null) throw unauthorized()
    const userId = id === 'me' ? viewer.userId : id
    if (userId !== viewer.userId && !viewer.can(permission)) throw forbidden()
    const user = await auth.repo.userById(userId)
    if (!user) throw notFound()
    return user
  }

  function viewOf(viewer: Viewer, user: UserRow) {
    if (user.id === viewer.userId) return auth.currentUser(user)
    if (viewer.can('users.update')) return views.adminView(user.id)
    return views.publicProfile(user)
  }

  async function removeAvatarFile(user: UserRow) {
    if (user.image?.startsWith(AVATAR_ROUTE)) await storage.delete(`avatars/${user.image.slice(AVATAR_ROUTE.length)}`)
  }

  return {
    /**
     * One of three allow-lists, by who asks: the own account to the user themself, the admin view to
     * holders of users.update, the public profile to everyone else. users.view (held by guests) only
     * lets one see people, so it never opens more than the public profile.
     */
    async show(viewer: Viewer, id: number | 'me') {
      if (id === 'me' && viewer.userId === null) throw unauthorized()
      const user = await auth.repo.userById(id === 'me' ? viewer.userId! : id)
      if (!user) throw notFound()
      return viewOf(viewer, user)
    },

    async update(viewer: Viewer, id: number | 'me', input: UpdateUserInput) {
      const user = await target(viewer, id, 'users.update')
      const updated = await auth.repo.updateUser(user.id, {
        firstName: input.first_name,
        lastName: input.last_name,
        language: input.language,
        country: input.country,
        timezone: input.timezone,
      })
      return viewOf(viewer, updated)
    },

    async setLocale(viewer: Viewer, locale: string) {
      if (viewer.userId === null) throw unauthorized()
      if (!(await languageAvailable(locale))) throw validationError({ locale: 'This language is not available.' })
      await auth.repo.updateUser(viewer.userId, { language: locale })
    },

    async uploadAvatar(viewer: Viewer, id: number | 'me', data: Buffer) {
      const user = await target(viewer, id, 'users.update')
      if (data.length > AVATAR_MAX_BYTES) throw validationError({ file: 'The file must not be greater than 2048 kilobytes.' })
      const { fileTypeFromBuffer } = await import('file-type') // loaded on first use, as for uploads
      const type = await fileTypeFromBuffer(data)
      const ext = type && AVATAR_TYPES[type.mime]
      if (!ext) throw validationError({ file: AVATAR_ERROR })
      const name = `${user.id}/${randomToken(12)}.${ext}`
      await storage.put(`avatars/${name}`, data)
      await removeAvatarFile(user)
      return viewOf(viewer, await auth.repo.updateUser(user.id, { image: AVATAR_ROUTE + name }))
    },

    async removeAvatar(viewer: Viewer, id: number | 'me') {
      const user = await target(viewer, id, 'users.update')
      await removeAvatarFile(user)
      return viewOf(viewer, await auth.repo.updateUser(user.id, { image: null }))
    },

    /** Deleting one's own account needs a recent password confirmation; admins need users.delete. */
    async remove(viewer: Viewer, id: number | 'me', passwordConfirmed: boolean) {
      const user = await target(viewer, id, 'users.delete')
      if (user.id === viewer.userId && !passwordConfirmed) auth.account.assertPasswordConfirmed(null)
      await removeAvatarFile(user)
      await auth.repo.deleteUser(user.id)
    },

    async avatarStream(key: string) {
      if (!/^\d+\/[\w-]+\.(jpg|png|gif|webp)$/.test(key) || !(await storage.exists(`avatars/${key}`))) throw notFound()
      return { stream: await storage.read(`avatars/${key}`), ext: key.split('.').pop()! }
    },
  }
}

export type UsersService = ReturnType<typeof makeUsersService>
