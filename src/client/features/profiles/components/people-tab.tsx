import { useInfiniteQuery } from '@tanstack/react-query'
import { EmptyState, GridSkeleton, LoadMore } from '../../../ui'
import { peopleQuery } from '../api'
import { UserGrid } from './user-grid'
import { trans } from '../../../stores/session'

export function PeopleTab({ userId, kind }: { userId: number; kind: 'followers' | 'followed-users' }) {
  const query = useInfiniteQuery(peopleQuery(userId, kind))
  const users = query.data?.pages.flatMap((p) => p.pagination.data) ?? []
  if (query.isPending) return <GridSkeleton />
  if (users.length === 0) return <EmptyState title={kind === 'followers' ? trans('No followers yet') : trans('Not following anyone yet')} />
  return (
    <>
      <UserGrid users={users} />
      <LoadMore query={query} />
    </>
  )
}
