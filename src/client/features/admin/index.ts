// Public surface of the admin feature. Only routes/admin.$.tsx imports it, and only its lazily split
// component, so none of this reaches a listener's first screen.
export { AdminApp } from './components/admin-app'
export { adminLink, adminPath, AdminLink } from './admin-link'
