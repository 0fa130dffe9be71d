import { BackstageRequestsPage } from '../../../../features/backstage'

export const RequestsPage = () => <BackstageRequestsPage />
