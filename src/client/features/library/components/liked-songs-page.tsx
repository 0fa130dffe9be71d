import { trans } from '../../../stores/session'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Track } from '../../../../shared/contracts/catalogue'
import { PlayButton, TrackTable } from '../../catalogue'
import { EmptyState, TableSkeleton, LoadMore } from '../../../ui'
import { SaveOfflineButton } from '../../offline'
import { likedTracksQuery, type UserRef } from '../api'
import { useLikes } from '../use-likes'
import { LibraryToolbar } from './library-toolbar'
import { useLikedListParams } from './use-liked-list-params'

/** The player pages liked tracks through this queue id (music-catalog §3.3: user + likes). */
export const LIKED_QUEUE_ID = 'user.me.likes'

/** Liked songs of `user` (`me` in the library, an id on profiles). */
export function LikedSongsPage({ rowMenu, user = 'me' }: { rowMenu?: (track: Track, index: number) => ReactNode; user?: UserRef }) {
  const queueId = user === 'me' ? LIKED_QUEUE_ID : `user.${user}.likes`
  const { toolbar, params } = useLikedListParams()
  const query = useInfiniteQuery(likedTracksQuery(params, user))
  const likes = useLikes('track')
  const tracks = query.data?.pages.flatMap((p) => p.pagination.data) ?? []
  return (
    <section>
      <div className="mb-4 flex items-center gap-4">
        <PlayButton variant="big" tracks={tracks} queueId={queueId} />
        {user === 'me' && (
          <SaveOfflineButton tracks={tracks} queueId={queueId} group={{ type: 'liked', id: 'me', name: 'Liked songs', image: null }} />
        )}
      </div>
      <LibraryToolbar label={trans('Search liked songs')} {...toolbar} />
      {query.isPending ? (
        <TableSkeleton />
      ) : tracks.length === 0 ? (
        // On a profile the tab is "Tracks" and the hint about the heart would speak to the wrong person.
        <EmptyState
          title={params.query ? trans('No results') : user === 'me' ? trans('No liked songs yet') : trans('No tracks yet')}
          message={params.query ? trans('Nothing in your songs matches ":query".', { query: params.query }) : user === 'me' ? trans('Tap the heart on any song to save it here.') : undefined}
        />
      ) : (
        <TrackTable tracks={tracks} queueId={queueId} showAlbum showCover likes={likes} rowMenu={rowMenu} />
      )}
      <LoadMore query={query} />
    </section>
  )
}
