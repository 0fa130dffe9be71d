import type { ReactNode } from 'react'
import type { SearchModelType } from '../../../../shared/contracts/search'
import type { SearchItem } from '../result-links'

/**
 * Draws one type's results. The cards and tables belong to other features (catalogue, profiles,
 * playlists), so the route passes this in (routes/-components/search-results.tsx).
 */
export type RenderResults = (type: SearchModelType, items: readonly SearchItem[]) => ReactNode
