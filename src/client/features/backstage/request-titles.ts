import type { BackstageType } from '../../../shared/contracts/backstage'

// Its own module: the request routes' `head` (kept in the route tree, so on every first screen) reads the
// titles; inside request-form.tsx they brought the whole form, its zod contracts and the listbox with them.
export const REQUEST_TITLES: Record<BackstageType, string> = {
  'become-artist': 'Become an artist',
  'verify-artist': 'Verify artist',
  'claim-artist': 'Claim artist',
}
