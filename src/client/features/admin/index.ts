// Public surface of the admin feature. Only routes/admin.$.tsx imports it, and only its lazily split
// component, so none of this reaches a listener's first screen. The pieces other features build their
// admin pages from (table, header, links, the page contract) live in features/admin-kit, so that this
// feature's page registry (pages.ts) can load those pages without an import cycle.
export { AdminApp } from './components/admin-app'
