// Public surface of the admin feature. Only routes/admin.$.tsx imports it, and only its lazily split
// component, so none of this reaches a listener's first screen.
export { AdminApp } from './components/admin-app'
export { adminLink, adminPath, AdminLink } from './admin-link'
// For the admin pages other features contribute (admin-settings, localization), loaded through pages.ts.
export { AdminPageHeader } from './components/admin-page-header'
export { DataTable } from './data-table/data-table'
export type { ColumnDef } from './data-table/types'
export type { AdminPageProps } from './page-registry'
export { adminKeys } from './api'
