import type { CreateLyricInput, Lyric, LyricsResponse, UpdateLyricInput } from '../../../shared/contracts/lyrics'
import { isLrc } from '../../../shared/lib/lrc'
import { notFound, validationError } from '../../lib/http-errors'
import type { LyricsImport } from '../providers/index'
import type { LyricRow, LyricsRepo } from './lyrics.repo'
import { parseLyrics } from './parse-lrc'

const TRACK_INVALID = { track_id: 'The selected track id is invalid.' }
const TRACK_TAKEN = { track_id: 'The track id has already been taken.' }

export function serializeLyric(row: LyricRow): Lyric {
  return {
    id: row.id,
    model_type: 'lyric',
    text: row.text,
    track_id: row.trackId,
    track_name: row.trackName ?? null,
    is_synced: row.isSynced,
    duration: row.duration,
    created_at: row.createdAt?.toISOString() ?? null,
    updated_at: row.updatedAt?.toISOString() ?? null,
  }
}

/** The synced flag: as sent, or read from the text with the one LRC parser when left out (timed text is synced). */
const syncedFlag = (text: string, sent: boolean | undefined) => sent ?? isLrc(text)

export function makeLyricsService({ repo, lyricsImport }: { repo: LyricsRepo; lyricsImport?: Pick<LyricsImport, 'importFor'> }) {
  /** The track must exist and may hold no other lyric. */
  async function checkTrack(trackId: number, ownLyricId: number | null) {
    if (!(await repo.trackExists(trackId))) throw validationError(TRACK_INVALID)
    const holder = await repo.idForTrack(trackId)
    if (holder !== null && holder !== ownLyricId) throw validationError(TRACK_TAKEN)
  }

  return {
    /**
     * GET tracks/{id}/lyrics. The stored duration (seconds) goes back as is: the client compares it with
     * the media duration and drops sync beyond 12 s (§4.14). None stored: imported from LRCLIB when
     * `player.lyrics_automate` is on (decision 0032), else (or when none is found) 404.
     */
    async forTrack(trackId: number): Promise<Omit<LyricsResponse, 'status'>> {
      let row = await repo.byTrack(trackId)
      if (!row && lyricsImport && (await lyricsImport.importFor(trackId))) row = await repo.byTrack(trackId)
      if (!row) throw notFound()
      return { is_synced: row.isSynced, duration: row.duration, lines: parseLyrics(row.text, row.isSynced) }
    },

    /** GET lyrics/{id}: the whole text, for the admin editor (the list carries an excerpt). */
    async show(id: number): Promise<Lyric> {
      const row = await repo.byId(id)
      if (!row) throw notFound()
      return serializeLyric(row)
    },

    async create(input: CreateLyricInput): Promise<Lyric> {
      await checkTrack(input.track_id, null)
      const row = await repo.create({ text: input.text, trackId: input.track_id, isSynced: syncedFlag(input.text, input.is_synced), duration: input.duration ?? null })
      if (!row) throw validationError(TRACK_TAKEN)
      return serializeLyric(row)
    },

    async update(id: number, input: UpdateLyricInput): Promise<Lyric> {
      const existing = await repo.byId(id)
      if (!existing) throw notFound()
      if (input.track_id !== undefined && input.track_id !== existing.trackId) await checkTrack(input.track_id, id)
      const row = await repo.update(id, {
        text: input.text,
        isSynced: syncedFlag(input.text, input.is_synced),
        ...(input.track_id !== undefined ? { trackId: input.track_id } : {}),
        ...(input.duration !== undefined ? { duration: input.duration } : {}),
      })
      if (!row) throw notFound()
      return serializeLyric(row)
    },
  }
}

export type LyricsService = ReturnType<typeof makeLyricsService>
