import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { BackstagePageProps } from './page-props'
import { matchPagePath } from '../match-page-path'

export interface BackstagePageEntry {
  /** Path under /backstage, segments with `:name` captures. */
  path: string
  /** The page title its file route declared; the insights pages are named after what they show. */
  title: string
  component: LazyExoticComponent<ComponentType<BackstagePageProps>>
}

export type { BackstagePageProps } from './page-props'

function page<M extends Record<string, unknown>, K extends keyof M & string>(importer: () => Promise<M>, name: K) {
  return lazy(() => importer().then((m) => ({ default: m[name] as ComponentType<BackstagePageProps> })))
}

/**
 * Every backstage page, ONE LINE PER PAGE. Permissions are checked before the route loads (guard.ts),
 * ownership by the server. Each page module is its own chunk, loaded when shown; pages share
 * one only where they need the same code anyway (the three request forms, the two new forms, the edit and
 * insights pages).
 */
export const BACKSTAGE_PAGES: BackstagePageEntry[] = [
  { path: 'requests', title: 'Backstage', component: page(() => import('./pages/requests-page'), 'RequestsPage') },
  { path: 'requests/become-artist', title: 'Become an artist', component: page(() => import('./pages/request-form-pages'), 'BecomeArtistPage') },
  { path: 'requests/verify-artist', title: 'Verify artist', component: page(() => import('./pages/request-form-pages'), 'VerifyArtistPage') },
  { path: 'requests/claim-artist', title: 'Claim artist', component: page(() => import('./pages/request-form-pages'), 'ClaimArtistPage') },
  { path: 'requests/:requestId/request-submitted', title: 'Request submitted', component: page(() => import('./pages/request-submitted-page'), 'SubmittedPage') },
  { path: 'upload', title: 'Upload', component: page(() => import('./pages/upload-page'), 'UploadRoutePage') },
  { path: 'tracks/new', title: 'New track', component: page(() => import('./pages/new-pages'), 'NewTrackRoutePage') },
  { path: 'albums/new', title: 'New album', component: page(() => import('./pages/new-pages'), 'NewAlbumRoutePage') },
  { path: 'tracks/:trackId/edit', title: 'Edit track', component: page(() => import('./pages/edit-pages'), 'EditTrackPage') },
  { path: 'albums/:albumId/edit', title: 'Edit album', component: page(() => import('./pages/edit-pages'), 'EditAlbumPage') },
  { path: 'artists/:artistId/edit', title: 'Edit artist', component: page(() => import('./pages/edit-pages'), 'EditArtistPage') },
  { path: 'tracks/:trackId/insights', title: 'Insights', component: page(() => import('./pages/insights-pages'), 'TrackInsightsPage') },
  { path: 'albums/:albumId/insights', title: 'Insights', component: page(() => import('./pages/insights-pages'), 'AlbumInsightsPage') },
  { path: 'artists/:artistId/insights', title: 'Insights', component: page(() => import('./pages/insights-pages'), 'ArtistInsightsPage') },
]

/** Params of `path` under `pattern` (../match-page-path.ts), or null when it does not match. */
export const matchBackstagePath = matchPagePath

/** The first page whose pattern matches `path`, with its params. */
export function resolveBackstagePage(path: string): { page: BackstagePageEntry; params: Record<string, string> } | null {
  for (const entry of BACKSTAGE_PAGES) {
    const params = matchBackstagePath(entry.path, path)
    if (params) return { page: entry, params }
  }
  return null
}
