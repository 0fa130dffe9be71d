import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '../../lib/http'
import { DeletedResponseSchema } from '../../../shared/contracts/catalogue-writes'
import { catalogueKeys } from '../catalogue'

/** DELETE tracks/{ids} for one track (music-catalog §3.1); the server checks owner or permission. */
export function useDeleteTrack() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (trackId: number) =>
      http.delete(`tracks/${trackId}`, { schema: import.meta.env.DEV ? DeletedResponseSchema : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  })
}
