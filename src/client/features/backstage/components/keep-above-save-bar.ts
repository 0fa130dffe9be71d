import type { FocusEvent } from 'react'

/**
 * Issue 28: the forms' sticky save bar must never cover the field being edited. Fields carry a bottom
 * scroll margin taller than the bar (`**:scroll-mb-24` on the form); bringing the focused one into view
 * with `nearest` honours that margin, so it lands above the bar and a field already in view stays put.
 */
export function keepAboveSaveBar(event: FocusEvent<HTMLFormElement>) {
  const target = event.target as Element
  if (target.matches('input, textarea, select, [role=combobox]')) target.scrollIntoView?.({ block: 'nearest' })
}
