import type { BackstageType } from '../../../shared/contracts/backstage'

/**
 * Page and form titles of the three request kinds. A leaf module on purpose: route files read it in
 * `head`, which stays in the first-screen entry chunk, so it may import nothing that builds schemas.
 */
export const REQUEST_TITLES: Record<BackstageType, string> = {
  'become-artist': 'Become an artist',
  'verify-artist': 'Verify artist',
  'claim-artist': 'Claim artist',
}
