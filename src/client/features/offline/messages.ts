// Texts of the offline feature, in one place so tests and e2e assert the same strings.
export const QUOTA_MESSAGE = 'Not enough storage space to save this music offline'
export const SAVED_MESSAGE = 'Saved for offline listening'
export const REMOVED_MESSAGE = 'Removed from offline'
