// Public surface of the comments feature.
export { commentKeys, commentsQuery, usePostComment, positionLabel } from './api'
export { CommentsSection } from './components/comments-section'
