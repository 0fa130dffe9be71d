// Public surface of the profiles feature (user pages, follows, reposts).
export { profileKeys, profileQuery, peopleQuery, repostsQuery, followedIdsQuery, useFollowUser, useUpdateProfile } from './api'
export { ProfilePage, PROFILE_TABS, type ProfileTab } from './components/profile-page'
export { FollowUserButton } from './components/follow-user-button'
export { UserGrid, UserAvatar } from './components/user-grid'
export { RepostToggle } from './components/repost-toggle'
