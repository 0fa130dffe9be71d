import { useLayoutEffect, useRef, useState } from 'react'

/**
 * The element's width in CSS pixels, followed with ResizeObserver. The chart draws at real pixel size
 * (so its text never stretches); without ResizeObserver (tests) it keeps `fallback`.
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(fallback)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const w = Math.round(el.getBoundingClientRect().width)
      if (w > 0) setWidth(w)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}
