import { createFileRoute } from '@tanstack/react-router'
import { LyricsPage } from '../../features/catalogue'
import { optionalInt } from '../-components/search-params'
import { pageHead } from '../../features/shell'
import { trans } from '../../stores/session'

/** Lyrics of `trackId`, or of the cued track; synced lines follow the player (music-catalog §4.14). */
export const Route = createFileRoute('/_app/lyrics')({
  validateSearch: (search: Record<string, unknown>): { trackId?: number } => ({ trackId: optionalInt(search.trackId, 1, 2147483647) }),
  head: () => pageHead(trans('Lyrics')),
  component: function LyricsRoute() {
    return <LyricsPage trackId={Route.useSearch().trackId} />
  },
})
