import { lazy, Suspense } from 'react'
import type { ShareTarget } from './share-dialog'

// Its own lazy import: a dynamic import of the catalogue index would tie the dialog (Headless UI's
// dialog, focus trap and tabs) to the index, which every first screen loads (~8 KB gzip).
const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })))

/** The share dialog for menus of other features (the player's track menu): loads when first opened. */
export function LazyShareDialog({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <ShareDialog target={target} open onClose={onClose} />
    </Suspense>
  )
}
