import { createFileRoute, redirect } from '@tanstack/react-router'
import { orNotFound, parseId } from '../../../features/catalogue'
import { WorkspacePage, workspaceWithMembersQuery } from '../../../features/workspaces'
import { settingEnabled } from '../../../stores/settings'
import { DetailPageSkeleton } from '../../../ui'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

/** Members and invites of one workspace; the server answers 404 to non-members. */
export const Route = createFileRoute('/_app/_authed/workspaces/$workspaceId')({
  beforeLoad: () => {
    if (!settingEnabled('workspaces.integrated')) throw redirect({ to: '/404' })
  },
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(workspaceWithMembersQuery(parseId(params.workspaceId)))),
  pendingComponent: DetailPageSkeleton,
  head: () => pageHead(trans('Workspace')),
  component: function WorkspaceRoute() {
    return <WorkspacePage workspaceId={Number(Route.useParams().workspaceId)} />
  },
})
