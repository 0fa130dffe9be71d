import type { LikeableType, LikedQuery } from '../../../shared/contracts/library'

export type UserRef = number | 'me'
export type LikedListParams = Pick<LikedQuery, 'orderBy' | 'orderDir'> & { query?: string }

export const libraryKeys = {
  all: ['library'] as const,
  liked: (type: LikeableType) => [...libraryKeys.all, 'liked', type] as const,
  likedList: (type: LikeableType, params: LikedListParams, user: UserRef = 'me') => [...libraryKeys.liked(type), user, params] as const,
  history: () => [...libraryKeys.all, 'history'] as const,
}
