import { trans } from '../../../stores/session'
/** Previous/next buttons for lists paged in component state (artist tabs). */
export function Pager({ page, hasNext, onPage }: { page: number; hasNext: boolean; onPage: (p: number) => void }) {
  if (page === 1 && !hasNext) return null
  return (
    <div className="mt-6 flex justify-center gap-3">
      <button type="button" disabled={page === 1} onClick={() => onPage(page - 1)} className="rounded-full bg-chip px-4 py-2 text-sm disabled:opacity-40">{trans('Previous')}</button>
      <button type="button" disabled={!hasNext} onClick={() => onPage(page + 1)} className="rounded-full bg-chip px-4 py-2 text-sm disabled:opacity-40">{trans('Next')}</button>
    </div>
  )
}
