import { trans } from '../../../stores/session'
import { lazy, Suspense, useState } from 'react'
import { Button } from '../../../ui/button'
import type { ShareTarget } from './share-dialog'

// The dialog (Headless UI's dialog and focus trap) loads on the first click, not with the page.
const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })))

export function ShareButton({ target }: { target: ShareTarget }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>{trans('Share')}</Button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog target={target} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
