import { useEffect, useRef, type ReactNode } from 'react'

/**
 * Bottom slot for the persistent player, above the mobile tab bar. The player bar may position
 * itself (fixed), so the slot measures its first rendered child and publishes the height as
 * --player-height; the page and the toasts keep clear of it.
 */
export function PlayerSlot({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const slot = ref.current
    if (!slot || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    const publish = () => {
      const bar = slot.firstElementChild as HTMLElement | null
      root.style.setProperty('--player-height', `${bar?.offsetHeight ?? 0}px`)
    }
    const resize = new ResizeObserver(publish)
    const rebind = () => {
      resize.disconnect()
      if (slot.firstElementChild) resize.observe(slot.firstElementChild)
      publish()
    }
    const mutations = new MutationObserver(rebind)
    mutations.observe(slot, { childList: true })
    rebind()
    return () => {
      mutations.disconnect()
      resize.disconnect()
      root.style.setProperty('--player-height', '0px')
    }
  }, [])
  return (
    <div ref={ref} className="fixed inset-x-0 bottom-(--bottom-nav-height) z-30">
      {children}
    </div>
  )
}
