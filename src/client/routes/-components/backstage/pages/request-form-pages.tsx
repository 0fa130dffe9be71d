import { BackstageRequestForm, REQUEST_TITLES } from '../../../../features/backstage'
import type { BackstageType } from '../../../../../shared/contracts/backstage'

function RequestFormPage({ type }: { type: BackstageType }) {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold md:text-3xl">{REQUEST_TITLES[type]}</h1>
      <BackstageRequestForm type={type} />
    </>
  )
}

export const BecomeArtistPage = () => <RequestFormPage type="become-artist" />
export const VerifyArtistPage = () => <RequestFormPage type="verify-artist" />
export const ClaimArtistPage = () => <RequestFormPage type="claim-artist" />
