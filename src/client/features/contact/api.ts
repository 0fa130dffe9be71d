import { useMutation } from '@tanstack/react-query'
import type { ContactMessageInput } from '../../../shared/contracts/contact'
import { http } from '../../lib/http'

/** `POST contact-page` (music-product §7). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => http.post<{ message: string }>('contact-page', { body: input }),
  })
}
