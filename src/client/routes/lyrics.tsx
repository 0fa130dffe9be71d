import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { LyricsPage } from '../features/catalogue'

/** Lyrics of `trackId`, or of the cued track; synced lines follow the player (music-catalog §4.14). */
export const Route = createFileRoute('/lyrics')({
  validateSearch: z.object({ trackId: z.coerce.number().int().positive().max(2147483647).optional().catch(undefined) }),
  head: () => ({ meta: [{ title: 'Lyrics' }] }),
  component: function LyricsRoute() {
    return <LyricsPage trackId={Route.useSearch().trackId} />
  },
})
