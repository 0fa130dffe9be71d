import { createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '../../../features/auth'
import { backstageRequestQuery, RequestSubmittedPage } from '../../../features/backstage'
import { orNotFound, parseId } from '../../../features/catalogue'

export const Route = createFileRoute('/_app/_authed/backstage/requests/$requestId/request-submitted')({
  beforeLoad: requireLogin,
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(backstageRequestQuery(parseId(params.requestId)))),
  head: () => ({ meta: [{ title: 'Request submitted' }] }),
  component: function RequestSubmittedRoute() {
    const { requestId } = Route.useParams()
    return <RequestSubmittedPage requestId={Number(requestId)} />
  },
})
