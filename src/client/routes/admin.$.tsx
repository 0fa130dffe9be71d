import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '../features/auth'
import { AdminApp } from '../features/admin'

/**
 * The whole admin area is this one route (docs/decisions/0015-admin-area.md): the guard stays in the
 * route tree, the admin app and each of its pages load only when an administrator opens them. The bare
 * frame leaves the app's menus out while the root layout keeps the player playing.
 */
export const Route = createFileRoute('/admin/$')({
  staticData: { frame: 'bare' },
  beforeLoad: requirePermission('admin.access'),
  component: AdminApp,
})
