import { useCallback, useEffect, useRef } from 'react'

/** platform-core §9: the typed prefix resets 500 ms after the last key. */
export const TYPE_AHEAD_RESET_MS = 500

/**
 * Type-ahead for menus. Headless UI's own search clears after 350 ms, so printable keys are caught
 * first (capture phase) and matched here; the matching item gets focus, which Headless UI treats as
 * making it active.
 */
export function useTypeAhead(itemSelector = '[role="menuitem"]:not([data-disabled])') {
  const query = useRef('')
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current)
  }, [])
  return useCallback(
    (event: React.KeyboardEvent<HTMLElement>) => {
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return
      if (event.key === ' ' && query.current === '') return
      event.preventDefault()
      event.stopPropagation()
      query.current += event.key.toLowerCase()
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        query.current = ''
      }, TYPE_AHEAD_RESET_MS)
      const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(itemSelector))
      const match = items.find((item) => (item.textContent ?? '').trim().toLowerCase().startsWith(query.current))
      match?.focus()
    },
    [itemSelector],
  )
}
