import { proxy, ref } from 'valtio'
import type { ComponentType } from 'react'

/** Props every dialog component receives: `close(result)` settles the promise of openDialog. */
export interface DialogProps<R> {
  close: (result?: R) => void
}

interface ActiveDialog {
  key: number
  component: ComponentType<Record<string, unknown>>
  props: Record<string, unknown>
  resolve: (result: unknown) => void
}

export const dialogState = proxy({ active: null as ActiveDialog | null })

let nextKey = 1

/**
 * Opens a dialog and resolves with its result when it closes. One active dialog at a time: opening a
 * new one closes the current one with an undefined result.
 */
export function openDialog<P extends object, R = unknown>(
  component: ComponentType<P & DialogProps<R>>,
  props: P = {} as P,
): Promise<R | undefined> {
  closeDialog(undefined)
  return new Promise((resolve) => {
    dialogState.active = ref({
      key: nextKey++,
      // Props are checked at the openDialog call; the host only passes them through.
      component: component as unknown as ComponentType<Record<string, unknown>>,
      props: props as Record<string, unknown>,
      resolve: resolve as (result: unknown) => void,
    })
  })
}

/** Closes the active dialog; with a key, only if that dialog is still the active one. */
export function closeDialog(result?: unknown, key?: number): void {
  const active = dialogState.active
  if (!active || (key !== undefined && active.key !== key)) return
  dialogState.active = null
  active.resolve(result)
}
