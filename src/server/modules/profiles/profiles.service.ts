import type { UserParam } from '../../../shared/contracts/library'
import { shownLinks } from '../../../shared/contracts/link-url'
import type { Album, Track } from '../../../shared/contracts/catalogue'
import type { Pagination } from '../../../shared/contracts/pagination'
import type { UserRef } from '../../../shared/contracts/user-ref'
import { REPOSTS_PER_PAGE, type ProfileUser, type UpdateProfileInput } from '../../../shared/contracts/profiles'
import { forbidden, notFound, validationError } from '../../lib/http-errors'
import { decodeCursor, pageWindow, toPagination } from '../../lib/pagination/index'
import { requireUserId, resolveUserParam, type MusicViewer } from '../library/index'
import { serializeUserRef, type Hydrator, type SerializeCtx } from '../catalogue/index'
import { publicProfileView } from '../../lib/user-views'
import type { StoredFilesGuard } from '../uploads/index'
import type { ProfilesRepo } from './profiles.repo'

/** §1.3: lists without a stated size use 15 per page. */
const PEOPLE_PER_PAGE = 15

/** `files`: the avatar must be the user's own upload (or a remote URL). */
export function makeProfilesService({ repo, hydrator, files }: { repo: ProfilesRepo; hydrator: Hydrator; files: StoredFilesGuard }) {
  /** Profiles and people lists: the user themself, or viewers holding `users.view`. */
  async function visibleUser(param: UserParam, viewer: MusicViewer) {
    const userId = resolveUserParam(param, viewer)
    if (userId !== viewer.userId && !viewer.can('users.view')) throw forbidden()
    const user = await repo.userById(userId)
    if (!user) throw notFound()
    return user
  }

  async function people(
    param: UserParam,
    viewer: MusicViewer,
    q: { page?: number; perPage?: number; cursor?: string },
    list: ProfilesRepo['followers'],
  ): Promise<Pagination<UserRef>> {
    const user = await visibleUser(param, viewer)
    const w = pageWindow(q, PEOPLE_PER_PAGE)
    const page = toPagination(await list(user.id, w.offset, w.limit, decodeCursor(q.cursor, 1)), w, undefined, (r) => [r.followId])
    return { ...page, data: page.data.map(serializeUserRef) }
  }

  async function target(id: number, viewer: MusicViewer): Promise<number> {
    const me = requireUserId(viewer)
    if (id === me) throw validationError({ user: 'You cannot follow yourself.' })
    if (!(await repo.userById(id))) throw notFound()
    return me
  }

  /** The public profile (PUBLIC_PROFILE_FIELDS) of an existing user; callers decide who may ask. */
  async function publicProfile(user: NonNullable<Awaited<ReturnType<ProfilesRepo['userById']>>>): Promise<ProfileUser> {
    const [fields, links, counts] = await Promise.all([repo.profile(user.id), repo.links(user.id), repo.followCounts(user.id)])
    return publicProfileView(user, {
      profile: fields,
      links: shownLinks(links),
      followers_count: counts.followers,
      followed_users_count: counts.followed,
    })
  }

  async function profile(param: UserParam, viewer: MusicViewer): Promise<ProfileUser> {
    return publicProfile(await visibleUser(param, viewer))
  }

  return {
    profile,
    publicProfile,

    /** Own profile only: `links`, when sent, replace every stored link. */
    async update(viewer: MusicViewer, input: UpdateProfileInput): Promise<ProfileUser> {
      const userId = requireUserId(viewer)
      const u = input.user
      if (u?.image) await files.assertUsable(viewer, [{ field: 'user.image', value: u.image, current: (await repo.userById(userId))?.image, kind: 'image' }])
      const user = u
        ? {
            ...(u.first_name !== undefined ? { firstName: u.first_name } : {}),
            ...(u.last_name !== undefined ? { lastName: u.last_name } : {}),
            ...(u.username !== undefined ? { username: u.username } : {}),
            ...(u.image !== undefined ? { image: u.image } : {}),
          }
        : null
      const links = input.links?.map((l) => ({ url: l.url, title: l.title ?? null })) ?? null
      await repo.saveProfile(userId, user, input.profile ?? null, links)
      return profile(userId, viewer)
    },

    /** Idempotent; following yourself is refused. */
    async follow(id: number, viewer: MusicViewer): Promise<void> {
      await repo.follow(await target(id, viewer), id)
    },

    async unfollow(id: number, viewer: MusicViewer): Promise<void> {
      await repo.unfollow(await target(id, viewer), id)
    },

    followers: (param: UserParam, viewer: MusicViewer, q: { page?: number; perPage?: number; cursor?: string }) => people(param, viewer, q, repo.followers),
    followed: (param: UserParam, viewer: MusicViewer, q: { page?: number; perPage?: number; cursor?: string }) => people(param, viewer, q, repo.followed),

    async followedIds(param: UserParam, viewer: MusicViewer): Promise<number[]> {
      const user = await visibleUser(param, viewer)
      return repo.followedIds(user.id)
    },

    async toggleRepost(viewer: MusicViewer, type: 'track' | 'album', id: number) {
      const userId = requireUserId(viewer)
      if (!(await repo.modelExists(type, id))) throw validationError({ repostable_id: 'The selected repostable id is invalid.' })
      const result = await repo.toggleRepost(userId, type, id)
      const r = result.repost
      return {
        action: result.action,
        ...(r
          ? { repost: { id: r.id, repostable_id: r.repostableId, repostable_type: type, user_id: r.userId, created_at: r.createdAt.toISOString() } }
          : {}),
      }
    },

    /** Reposted tracks and albums (albums with their tracks), newest repost first, 20 per page. */
    async reposts(param: UserParam, viewer: MusicViewer, q: { page?: number; cursor?: string }, ctx: SerializeCtx): Promise<Pagination<Track | Album>> {
      const user = await visibleUser(param, viewer)
      const w = pageWindow({ page: q.page }, REPOSTS_PER_PAGE)
      const rows = await repo.reposts(user.id, w.offset, w.limit, decodeCursor(q.cursor, 2))
      const page = toPagination(rows, w, undefined, (r) => [r.createdKey, r.id])
      const ofType = (t: string) => page.data.filter((r) => r.repostableType === t).map((r) => r.repostableId)
      const [tracks, albums] = await Promise.all([hydrator.tracks(ofType('track'), ctx), hydrator.albums(ofType('album'), ctx, { tracks: true })])
      const byKey = new Map<string, Track | Album>([...tracks.map((t) => [`track:${t.id}`, t] as const), ...albums.map((a) => [`album:${a.id}`, a] as const)])
      return { ...page, data: page.data.flatMap((r) => byKey.get(`${r.repostableType}:${r.repostableId}`) ?? []) }
    },
  }
}

export type ProfilesService = ReturnType<typeof makeProfilesService>
