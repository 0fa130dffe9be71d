import type { BackstageType } from '../../../shared/contracts/backstage'

// Its own module: the requests list and the submitted page name the request types too, and inside
// request-form.tsx the titles would bring the whole form, its zod contracts and the listbox with them.
export const REQUEST_TITLES: Record<BackstageType, string> = {
  'become-artist': 'Become an artist',
  'verify-artist': 'Verify artist',
  'claim-artist': 'Claim artist',
}
