import { useEffect, useRef } from 'react'
import { translate } from './translate'
import { Spinner } from './spinner'

export interface Pager {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
}

/** Infinite scroll: loads the next page when the sentinel nears the viewport; the button is the fallback. */
export function LoadMore({ query }: { query: Pager }) {
  const ref = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  useEffect(() => {
    const el = ref.current
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
    }, { rootMargin: '400px' })
    observer.observe(el)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  if (!hasNextPage) return null
  return (
    <div ref={ref} className="mt-6 flex justify-center">
      {isFetchingNextPage ? (
        <Spinner />
      ) : (
        <button type="button" onClick={() => void fetchNextPage()} className="rounded-full bg-chip px-4 py-2 text-sm hover:bg-chip-hover">
          {translate('Load more')}
        </button>
      )}
    </div>
  )
}
