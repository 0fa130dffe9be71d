import { Suspense, type ComponentType } from 'react'
import { useSnapshot } from 'valtio'
import { closeDialog, dialogState } from '../../../stores/dialogs'

/** Renders the one active dialog; its `close(result)` settles the promise openDialog returned. */
export function DialogHost() {
  const { active } = useSnapshot(dialogState)
  if (!active) return null
  // The snapshot marks the component readonly; it is the same function reference (stored with ref()).
  const Component = active.component as ComponentType<Record<string, unknown>>
  return (
    <Suspense fallback={null}>
      <Component key={active.key} {...active.props} close={(result?: unknown) => closeDialog(result, active.key)} />
    </Suspense>
  )
}
