import { Link } from '@tanstack/react-router'
import type { UserRef } from '../../../../shared/contracts/user-ref'
import { imageUrl } from '../../../../shared/lib/image-url'
import { userLink } from '../../../lib/links'
import { HydrateInViewGroups } from '../../../ui'


export function UserAvatar({ user, className }: { user: { image: string | null; name: string }; className?: string }) {
  return user.image ? (
    <img src={imageUrl(user.image)} alt="" className={`rounded-full object-cover ${className ?? ''}`} loading="lazy" />
  ) : (
    <div aria-hidden="true" className={`grid place-items-center rounded-full bg-chip font-semibold text-muted ${className ?? ''}`}>
      {user.name.slice(0, 1).toUpperCase()}
    </div>
  )
}

export function UserGrid({ users }: { users: readonly UserRef[] }) {
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(130px,1fr))] gap-5">
      <HydrateInViewGroups items={users} render={(u) => (
        <Link key={u.id} {...userLink(u)} className="group flex min-w-0 flex-col items-center text-center">
          <UserAvatar user={u} className="aspect-square w-full text-3xl" />
          <span className="mt-2 w-full truncate text-sm font-medium group-hover:underline">{u.name}</span>
        </Link>
      )} />
    </div>
  )
}
