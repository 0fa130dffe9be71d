// The admin kit: what every admin page is built from, whichever feature contributes it (admin,
// admin-settings, localization). It imports no page and no registry, so the registry in
// features/admin/pages.ts can load pages that use the kit without an import cycle (docs/decisions/0025).
export { adminLink, adminPath, AdminLink } from './admin-link'
export { AdminPageHeader } from './components/admin-page-header'
export { DataTable } from './data-table/data-table'
export { parseBoolean, yesNoOptions, type ColumnDef, type FilterDef } from './data-table/types'
export { adminExportHref, adminKeys, adminListQuery, adminReportsHeaderQuery, useAdminDelete } from './api'
export { page, type AdminPageEntry, type AdminPageProps } from './page-registry'
export { matchAdminPath, resolveAdminPage, type AdminParams } from './match'
