import { queryOptions } from '@tanstack/react-query'
import { http } from '../../lib/http'
import { RadioResponseSchema, type RadioType } from '../../../shared/contracts/radio'


export const radioKeys = {
  all: ['radio'] as const,
  seed: (type: RadioType, id: string) => [...radioKeys.all, type, id] as const,
}

/** Recommendations are cached 2 days per seed on the server; an hour client-side is plenty. */
export const radioQuery = (type: RadioType, id: string) =>
  queryOptions({
    queryKey: radioKeys.seed(type, id),
    staleTime: 60 * 60 * 1000,
    queryFn: ({ signal }) => http.get(`radio/${type}/${encodeURIComponent(id)}`, { schema: RadioResponseSchema, signal }),
  })

/** music-catalog §4.11: the radio plays as a queue under `<type>.<id>.radio`. */
export const radioQueueId = (type: RadioType, id: string | number) => `${type}.${id}.radio`
