import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { ChannelConfig } from '../../../../shared/contracts/channels'
import type { NormalizedModel } from '../../../../shared/contracts/channels-admin'
import { imageUrl } from '../../../../shared/lib/image-url'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { showHttpErrorToast } from '../../../stores/toasts'
import { Button, Spinner, TextField } from '../../../ui'
import { addableContentQuery, useChannelItems } from '../api'
import { SortableList } from './sortable-list'
import { trans } from '../../../stores/session'

export interface ManualContentProps {
  channelId: number
  model: NonNullable<ChannelConfig['contentModel']>
  items: NormalizedModel[]
}

const key = (i: { id: number; model_type: string }) => `${i.model_type}:${i.id}`

/** §3.7 manual content: search-and-add, drag or keyboard reordering, removal; each saves at once. */
export function ManualContent({ channelId, model, items }: ManualContentProps) {
  const [query, setQuery] = useState('')
  const debounced = useDebouncedValue(query.trim(), 250)
  const results = useQuery(addableContentQuery(model, debounced))
  const mutations = useChannelItems(channelId)
  // The list shown: the server's, or the order just dropped while the save runs.
  const [order, setOrder] = useState<NormalizedModel[] | null>(null)
  const shown = order ?? items
  const attached = new Set(shown.map(key))

  const add = (item: NormalizedModel) =>
    mutations.add.mutate([{ id: item.id, model_type: item.model_type }], { onError: (e) => showHttpErrorToast(e) })
  const remove = (item: NormalizedModel) =>
    mutations.remove.mutate([{ id: item.id, model_type: item.model_type }], { onError: (e) => showHttpErrorToast(e) })
  const reorder = (next: NormalizedModel[]) => {
    setOrder(next)
    mutations.reorder.mutate(
      next.map((i) => ({ id: i.id, model_type: i.model_type })),
      { onError: (e) => showHttpErrorToast(e), onSettled: () => setOrder(null) },
    )
  }

  return (
    <section aria-labelledby="manual-content-title" className="flex flex-col gap-4">
      <h2 id="manual-content-title" className="text-lg font-semibold">
        {trans('Content')}</h2>
      <div className="relative">
        <TextField label={trans('Search :models to add', { models: `${model}s` })} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
        {debounced && (
          <div className="mt-2 rounded-md border border-border bg-paper" aria-live="polite">
            {results.isFetching && !results.data ? (
              <div className="flex justify-center p-3">
                <Spinner />
              </div>
            ) : results.data?.length ? (
              <ul aria-label={trans('Search results')}>
                {results.data.map((r) => (
                  <li key={key(r)} className="flex items-center gap-3 border-b border-border px-3 py-2 last:border-0">
                    <Thumb item={r} />
                    <span className="min-w-0 flex-1 truncate text-sm">{r.name}</span>
                    <Button size="sm" variant="outline" disabled={attached.has(key(r)) || mutations.add.isPending} onClick={() => add(r)} aria-label={`${attached.has(key(r)) ? 'Added' : 'Add'} ${r.name}`}>
                      {attached.has(key(r)) ? trans('Added') : trans('Add')}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="p-3 text-sm text-muted">{trans('There are no items matching your query')}</p>
            )}
          </div>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted">{trans('Nothing in this channel yet. Search above to add content.')}</p>
      ) : (
        <SortableList
          label={trans('Channel content')}
          items={shown}
          itemKey={key}
          onReorder={reorder}
          render={(item) => (
            <>
              <Thumb item={item} />
              <span className="min-w-0 flex-1 truncate text-sm">{item.name}</span>
              <span className="text-xs text-muted">{item.model_type}</span>
              <Button size="sm" variant="ghost" onClick={() => remove(item)} aria-label={trans('Remove :name', { name: item.name })}>
                {trans('Remove')}
              </Button>
            </>
          )}
        />
      )}
    </section>
  )
}

function Thumb({ item }: { item: NormalizedModel }) {
  const src = imageUrl(item.image)
  return src ? <img src={src} alt="" className="size-9 shrink-0 rounded object-cover" /> : <span className="size-9 shrink-0 rounded bg-chip" aria-hidden="true" />
}
