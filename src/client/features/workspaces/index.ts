export { workspaceKeys, userWorkspacesQuery, workspaceWithMembersQuery, workspaceRolesQuery } from './api'
export { currentWorkspaceId, switchWorkspace, useActiveWorkspaceId } from './active-workspace'
export {
  handleWorkspaceInviteAction,
  registerWorkspaceInviteActions,
  useWorkspaceInviteAction,
  type InviteNotificationLike,
  type InviteOutcome,
} from './invite-actions'
export { WorkspaceSwitcher } from './components/workspace-switcher'
export { WorkspacesPage } from './components/workspaces-page'
export { WorkspacePage } from './components/workspace-page'
