import { trans } from '../../../stores/session'
import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { playerState, seek } from '../../../player'
import { settingEnabled } from '../../../stores/settings'
import { lyricsQuery, trackQuery } from '../api'
import { EmptyState, TableSkeleton } from '../../../ui'
import type { LyricsResponse } from '../../../../shared/contracts/lyrics'
import { timedLyrics } from '../lrc'
import { isSyncUsable, LyricsView } from './lyrics-view'

/**
 * Lyrics of the cued track (music-catalog §4.14). Timed lyrics (the synced flag, or LRC text) of the playing
 * track highlight and scroll to the current line, and a line seeks there; untimed lyrics are plain text.
 * The position is read in LyricsView's hook, so this page does not re-render on every time update.
 */
export function LyricsPage({ trackId }: { trackId?: number }) {
  const snap = useSnapshot(playerState)
  const cued = snap.shuffledQueue[snap.index]
  const id = trackId ?? cued?.id
  // Only the cued track follows the player; another track's lyrics show unhighlighted.
  const following = cued !== undefined && cued.id === id
  const duration = following ? snap.duration : 0
  const meta = useQuery({ ...trackQuery(id ?? 0, 'trackPage'), enabled: id !== undefined && !following })
  const { data, isPending, isError } = useQuery({ ...lyricsQuery(id ?? 0, duration || undefined), enabled: id !== undefined })
  if (settingEnabled('player.hide_lyrics')) return <EmptyState title={trans('Lyrics are not available')} />
  if (id === undefined) return <EmptyState title={trans('Nothing is playing')} message={trans('Play a track to see its lyrics here.')} />
  const track = following ? cued.meta : meta.data?.track
  return (
    <div className="mx-auto max-w-3xl p-4 md:p-8">
      <h1 className="mb-1 text-2xl font-bold">{track?.name}</h1>
      <p className="mb-8 text-muted">{track?.artists?.map((a) => a.name).join(', ')}</p>
      {isPending ? (
        <TableSkeleton rows={6} />
      ) : isError || !data || data.lines.length === 0 ? (
        <EmptyState title={trans('No lyrics found')} message={trans('We could not find lyrics for this track.')} />
      ) : (
        <TimedLyrics data={data} following={following} mediaDuration={duration} />
      )}
    </div>
  )
}

function TimedLyrics({ data, following, mediaDuration }: { data: LyricsResponse; following: boolean; mediaDuration: number }) {
  const { lines, timed } = useMemo(() => timedLyrics(data), [data])
  const synced = following && isSyncUsable(timed, data.duration, mediaDuration)
  return <LyricsView lines={lines} synced={synced} onSeek={seek} />
}
