import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'

/** platform-core §9: appears after 50 ms of loading, 10 % to 100 %, finishes and fades in 300 ms. */
export const PROGRESS_DELAY_MS = 50
export const PROGRESS_FINISH_MS = 300
const TRICKLE_EVERY_MS = 200

/** Next width while loading: random steps under 1 %, never reaching the end before the load does. */
export function trickle(width: number, random: () => number = Math.random): number {
  return Math.min(width + random() * 0.99, 99)
}

export function ProgressBar() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading })
  const [width, setWidth] = useState<number | null>(null)
  const [finishing, setFinishing] = useState(false)
  const shown = useRef(false)

  useEffect(() => {
    if (!loading) return
    let interval: ReturnType<typeof setInterval> | undefined
    const delay = setTimeout(() => {
      shown.current = true
      setFinishing(false)
      setWidth(10)
      interval = setInterval(() => setWidth((w) => (w === null ? 10 : trickle(w))), TRICKLE_EVERY_MS)
    }, PROGRESS_DELAY_MS)
    return () => {
      clearTimeout(delay)
      clearInterval(interval)
    }
  }, [loading])

  useEffect(() => {
    if (loading || !shown.current) return
    shown.current = false
    setWidth(100)
    setFinishing(true)
    const done = setTimeout(() => {
      setWidth(null)
      setFinishing(false)
    }, PROGRESS_FINISH_MS)
    return () => clearTimeout(done)
  }, [loading])

  if (width === null) return null
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[80] h-0.5" aria-hidden="true">
      <div
        className="h-full bg-primary shadow-[0_0_8px] shadow-primary"
        style={{
          width: `${width}%`,
          opacity: finishing ? 0 : 1,
          transition: `width ${finishing ? PROGRESS_FINISH_MS / 2 : TRICKLE_EVERY_MS}ms linear, opacity ${PROGRESS_FINISH_MS}ms ease ${finishing ? PROGRESS_FINISH_MS / 3 : 0}ms`,
        }}
      />
    </div>
  )
}
