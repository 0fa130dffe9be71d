import { RequestSubmittedPage } from '../../../../features/backstage'
import { parseId } from '../../../../features/catalogue'
import type { BackstagePageProps } from '../page-props'

export const SubmittedPage = ({ params }: BackstagePageProps) => <RequestSubmittedPage requestId={parseId(params.requestId!)} />
