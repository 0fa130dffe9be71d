import type { Track } from '../../../shared/contracts/catalogue'
import type { WaveResponse } from '../../../shared/contracts/wave'
import { notFound } from '../../lib/http-errors'
import type { Storage } from '../../lib/storage'
import { serializeUserRef, type Hydrator, type SerializeCtx } from '../catalogue/index'
import type { TracksRepo } from './tracks.repo'

const WAVE_COMMENTS = 30

async function readJson(storage: Storage, key: string): Promise<unknown | null> {
  if (!(await storage.exists(key))) return null
  const chunks: Buffer[] = []
  for await (const chunk of await storage.read(key)) chunks.push(Buffer.from(chunk as Buffer))
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return null
  }
}

const isBars = (v: unknown): v is number[][] =>
  Array.isArray(v) && v.every((bar) => Array.isArray(bar) && bar.every((n) => typeof n === 'number'))

export function makeTracksService({ repo, hydrator, storage }: { repo: TracksRepo; hydrator: Hydrator; storage: Storage }) {
  return {
    /** GET tracks/{id}; `trackPage` adds tags, genres, counts and the full album with its tracks. */
    async show(id: number, loader: string, ctx: SerializeCtx): Promise<Track> {
      const row = await repo.findById(id)
      if (!row) throw notFound()
      const edit = loader === 'editTrackPage'
      const page = loader === 'trackPage' || edit
      const [track] = await hydrator.tracks([id], ctx, { counts: page, genres: page, tags: page })
      if (!track) throw notFound()
      // The edit form needs the fields hidden from the public payload (§2.1).
      if (edit) return { ...track, ...(await repo.editExtras(id)) }
      if (!page) return track
      // The track page shows what the artist entered (issue 28, decision 0033): the description is
      // hidden from every other payload (§2.1) but belongs on the track's own page.
      const withText = { ...track, description: row.description ?? null }
      if (row.albumId) {
        const [album] = await hydrator.albums([row.albumId], ctx, { artists: true, tracks: true })
        return { ...withText, album: album ?? null }
      }
      return withText
    },

    /** Waveform from `waves/{id}.json` (404 when the track has none) plus timed comments when allowed. */
    async wave(id: number, withComments: boolean): Promise<Omit<WaveResponse, 'status'>> {
      if (!(await repo.findById(id))) throw notFound()
      const data = await readJson(storage, `waves/${id}.json`)
      // Stored either as the bare bar list or as {waveData: [...]}, depending on the writer.
      const bars = isBars(data) ? data : isBars((data as { waveData?: unknown } | null)?.waveData) ? (data as { waveData: number[][] }).waveData : null
      if (!bars) throw notFound()
      const comments = withComments ? await repo.waveComments(id, WAVE_COMMENTS) : []
      return {
        waveData: bars,
        comments: comments.map((c) => ({
          id: c.id,
          content: c.content,
          position: c.position,
          created_at: c.createdAt.toISOString(),
          user: serializeUserRef(c.user),
          model_type: 'comment' as const,
        })),
      }
    },
  }
}

export type TracksService = ReturnType<typeof makeTracksService>
