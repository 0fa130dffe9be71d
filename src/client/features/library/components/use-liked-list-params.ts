import { useState } from 'react'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { LIKED_ORDERS, orderFromValue } from './library-toolbar'

/** A liked list's parameters before the toolbar is touched (what a server render asks for, docs/decisions/0034). */
export const DEFAULT_LIKED_PARAMS = { query: '', ...orderFromValue(LIKED_ORDERS[0].value) }

/** Toolbar state for a liked list; the filter reaches the server 300 ms after typing stops. */
export function useLikedListParams() {
  const [query, setQuery] = useState('')
  const [order, setOrder] = useState<string>(LIKED_ORDERS[0].value)
  const debounced = useDebouncedValue(query.trim())
  return { toolbar: { query, onQuery: setQuery, order, onOrder: setOrder }, params: { query: debounced, ...orderFromValue(order) } }
}
