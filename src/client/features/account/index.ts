export { AccountSettingsPage } from './components/account-settings-page'
export { meQuery, sessionsQuery, accountKeys } from './api'
export { withConfirmedPassword } from './confirm-password'
