import { BackstageRequestForm, BackstageRequestsPage, REQUEST_TITLES, RequestSubmittedPage } from '../../../../features/backstage'
import { parseId } from '../../../../features/catalogue'
import type { BackstageType } from '../../../../../shared/contracts/backstage'
import type { BackstagePageProps } from '../pages'

export const RequestsPage = () => <BackstageRequestsPage />

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

export const SubmittedPage = ({ params }: BackstagePageProps) => <RequestSubmittedPage requestId={parseId(params.requestId!)} />
