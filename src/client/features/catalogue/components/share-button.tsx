import { useState } from 'react'
import { Button } from '../../../ui/button'
import { ShareDialog, type ShareTarget } from './share-dialog'

export function ShareButton({ target }: { target: ShareTarget }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>Share</Button>
      {open && <ShareDialog target={target} open={open} onClose={() => setOpen(false)} />}
    </>
  )
}
