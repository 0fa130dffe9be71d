// Admin settings, ads and logs pages; only the admin page registry (pages.ts) loads them, lazily.
export { AdminSettingsPage } from './components/settings-page'
export { AdsPage } from './components/ads-page'
export { ErrorLogPage } from './components/error-log-page'
export { ScheduleLogPage } from './components/schedule-log-page'
export { OutgoingEmailLogPage } from './components/outgoing-email-log-page'
export { FailedJobsLogPage } from './components/failed-jobs-log-page'
