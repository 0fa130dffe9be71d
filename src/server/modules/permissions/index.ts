export { makePermissionsRepo, type PermissionsRepo, type RoleRef } from './permissions.repo'
export { makePermissionsService, makeViewer, type PermissionsService, type Viewer } from './permissions.service'
export { viewerPlugin, requireAnyPermission, requireLogin, requireLoginOr, requirePermission, type ViewerOptions } from './viewer'
