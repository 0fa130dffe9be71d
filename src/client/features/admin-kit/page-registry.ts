import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { AdminParams } from './match'

/** What every admin page receives: the params its pattern captured (`users/:userId/:tab`). */
export interface AdminPageProps {
  params: AdminParams
}

export interface AdminPageEntry {
  /** Path under /admin, segments with `:name` captures; '' is /admin itself. */
  path: string
  /** The document title. */
  title: string
  /** What the page needs besides admin.access (music-product §6); the server refuses anyway. */
  permission: string
  component: LazyExoticComponent<ComponentType<AdminPageProps>>
}

/** A page loaded only when first shown: `page(() => import('./pages/tracks-page'), 'TracksPage')`. */
export function page<M extends Record<string, unknown>, K extends keyof M & string>(importer: () => Promise<M>, name: K) {
  return lazy(() => importer().then((m) => ({ default: m[name] as ComponentType<AdminPageProps> })))
}
