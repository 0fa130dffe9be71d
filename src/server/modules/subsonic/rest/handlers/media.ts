import { imageWidthFor } from '../../../../../shared/lib/image-widths'
import { HttpError } from '../../../../lib/http-errors'
import { parseLyrics } from '../../../lyrics/index'
import { audioTypeOf, imageTypeOf, sendStored } from '../../../media/index'
import { notAuthorized, notFoundError } from '../envelope'
import { SENT, type Handler, type RestContext } from '../plugin'
import { requireCan, type HandlerDeps } from './context'
import { openSubsonicStream } from './stream'

/** Stored images answered here: the public catalogue prefixes, as GET /storage/<key> allows. */
const IMAGE_PREFIXES = ['track_image/', 'artist_image/', 'genre_image/', 'playlist_image/', 'branding_image/', 'avatars/', 'user_image/']
const STORED = /^(?:https?:\/\/[^/]+)?\/?storage\/([A-Za-z0-9._/-]+)$/

function storedKey(src: string): string | null {
  const key = STORED.exec(src)?.[1]
  if (!key || key.split('/').some((p) => p === '..' || p === '.' || p === '')) return null
  return imageTypeOf(key) && IMAGE_PREFIXES.some((p) => key.startsWith(p)) ? key : null
}

/** Cover art ids: `tr-`, `al-`, `ar-`, `pl-` + id; a bare number is an album (what some apps send). */
function coverTarget(raw: string): { kind: 'track' | 'album' | 'artist' | 'playlist'; id: number } | null {
  const m = /^(?:(tr|al|ar|pl)-)?(\d{1,10})$/.exec(raw)
  if (!m) return null
  const kind = ({ tr: 'track', al: 'album', ar: 'artist', pl: 'playlist' } as const)[(m[1] ?? 'al') as 'tr']
  return { kind, id: Number(m[2]) }
}

export function mediaHandlers(deps: HandlerDeps): Record<string, Handler> {
  const { repo, storage, resizer, media } = deps

  /** An image: a remote one by redirect, a stored one resized to the nearest served width (image-resize). */
  async function sendImage(ctx: RestContext, src: string | null): Promise<typeof SENT> {
    if (!src) throw notFoundError('Image')
    if (/^https?:\/\//i.test(src) && !STORED.test(src)) {
      ctx.reply.redirect(src, 302)
      return SENT
    }
    const key = storedKey(src)
    if (!key) throw notFoundError('Image')
    const size = ctx.params.optionalInt('size')
    const cache = 'private, max-age=86400'
    if (size === null || size <= 0) {
      await sendStored(storage, key, ctx.request, ctx.reply, { contentType: imageTypeOf(key)!, cacheControl: cache })
      return SENT
    }
    const copy = await resizer.resized(key, imageWidthFor(size), ctx.request.headers.accept)
    ctx.reply.header('vary', 'Accept')
    await sendStored(storage, copy.key, ctx.request, ctx.reply, { contentType: copy.contentType, cacheControl: cache })
    return SENT
  }

  async function lyricsOf(trackId: number) {
    const [song] = await repo.songs([trackId], 0)
    if (!song) throw notFoundError('Song')
    return { song, lyrics: await repo.lyrics(trackId) }
  }

  return {
    stream: (ctx) => openSubsonicStream(ctx, deps),

    /** The original file, with `music.download` and the `player.enable_download` setting, as on the web. */
    async download(ctx) {
      requireCan(ctx, 'music.download')
      const id = ctx.params.id('id')
      let source: Awaited<ReturnType<typeof media.downloadSource>>
      try {
        source = await media.downloadSource(id)
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 403) throw notAuthorized('Downloads are disabled.')
        throw error
      }
      await sendStored(storage, source.key, ctx.request, ctx.reply, {
        contentType: audioTypeOf(source.key) ?? 'application/octet-stream',
        cacheControl: 'private, no-cache',
        disposition: `attachment; filename="${source.filename}"`,
      })
      return SENT
    },

    async getCoverArt(ctx) {
      requireCan(ctx, 'music.view')
      const target = coverTarget(ctx.params.required('id'))
      if (!target) throw notFoundError('Image')
      if (target.kind === 'playlist') {
        // A private playlist's cover is as hidden as the playlist.
        await deps.playlists.tracks(target.id, ctx.viewer, { page: 1, perPage: 1, paginate: 'simple', orderBy: 'position' }, { showHidden: false })
      }
      return sendImage(ctx, await repo.imageOf(target.kind, target.id))
    },

    /** Only the caller's own picture: apps show it for the signed-in account. */
    async getAvatar(ctx) {
      const username = ctx.params.required('username')
      if (username !== ctx.identity.username) throw notAuthorized()
      return sendImage(ctx, await repo.userImage(username))
    },

    /** Subsonic's getLyrics finds by artist and title; Encore's lyrics belong to a track, found by title. */
    async getLyrics(ctx) {
      requireCan(ctx, 'music.view')
      const title = ctx.params.get('title')
      const artist = ctx.params.get('artist')
      if (!title) return { lyrics: {} }
      const [id] = await repo.searchIds('tracks', title, 1, 0)
      if (!id) return { lyrics: {} }
      const { song, lyrics } = await lyricsOf(id)
      if (!lyrics) return { lyrics: {} }
      const text = parseLyrics(lyrics.text, lyrics.is_synced)
        .map((l) => l.text)
        .join('\n')
      return { lyrics: { artist: song.artist_name ?? artist, title: song.name, value: text } }
    },

    /** OpenSubsonic songLyrics: structured lines, synced (start in ms) when the stored lyrics are LRC. */
    async getLyricsBySongId(ctx) {
      requireCan(ctx, 'music.view')
      const { song, lyrics } = await lyricsOf(ctx.params.id('id'))
      if (!lyrics) return { lyricsList: {} }
      const lines = parseLyrics(lyrics.text, lyrics.is_synced)
      const synced = lyrics.is_synced && lines.some((l) => l.time !== undefined)
      return {
        lyricsList: {
          structuredLyrics: [
            {
              displayArtist: song.artist_name ?? undefined,
              displayTitle: song.name,
              lang: 'xxx',
              offset: 0,
              synced,
              line: lines.map((l) => (synced ? { start: Math.round((l.time ?? 0) * 1000), value: l.text } : { value: l.text })),
            },
          ],
        },
      }
    },
  }
}
