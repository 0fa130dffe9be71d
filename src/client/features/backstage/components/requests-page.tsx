import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import type { BackstageType } from '../../../../shared/contracts/backstage'
import { can, sessionState, trans } from '../../../stores/session'
import { Button, buttonClasses, Skeleton } from '../../../ui'
import { backstageLink } from '../../../lib/links'
import { backstageRequestsQuery } from '../api'
import { REQUEST_TITLES } from '../request-titles'
import { StatusBadge } from './status-badge'

const OPTIONS: { type: BackstageType; path: string; text: string }[] = [
  { type: 'become-artist', path: 'requests/become-artist', text: 'Get an artist profile, upload your music and see how it is doing.' },
  { type: 'verify-artist', path: 'requests/verify-artist', text: 'Get a verified badge on the artist profile you manage.' },
  { type: 'claim-artist', path: 'requests/claim-artist', text: 'Manage an artist already in the catalogue as its artist, agent, label or manager.' },
]

/** backstage/requests: what a user can ask for, and the requests they sent (pending first). */
export function BackstageRequestsPage() {
  const session = useSnapshot(sessionState)
  const managed = session.user?.artists ?? []
  const hasArtist = managed.some((a) => a.role === 'artist')
  const mine = useQuery(backstageRequestsQuery(session.user?.id ?? null))
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold md:text-3xl">{trans('Backstage')}</h1>
      {(can('music.create') || managed.length > 0) && (
        <section aria-labelledby="your-music" className="flex flex-col gap-3">
          <h2 id="your-music" className="text-lg font-semibold">
            {trans('Your music')}</h2>
          <div className="flex flex-wrap gap-2">
            {can('music.create') && (
              <>
                <Link {...backstageLink('tracks/new')} className={buttonClasses('primary', 'sm')}>
                  {trans('New track')}
                </Link>
                <Link {...backstageLink('albums/new')} className={buttonClasses('outline', 'sm')}>
                  {trans('New album')}
                </Link>
              </>
            )}
            {managed.map((a) => (
              <Link key={a.id} {...backstageLink(`artists/${a.id}/edit`)} className={buttonClasses('outline', 'sm')}>
                {trans('Edit :name', { name: a.name })}
              </Link>
            ))}
          </div>
        </section>
      )}
      <ul className="grid gap-4 md:grid-cols-3">
        {OPTIONS.filter((o) => o.type !== 'verify-artist' || hasArtist).map((o) => (
          <li key={o.type}>
            <Link {...backstageLink(o.path)} className="flex h-full flex-col gap-2 rounded-lg border border-border p-4 hover:bg-chip focus-visible:outline-2 focus-visible:outline-focus">
              <span className="font-semibold">{REQUEST_TITLES[o.type]}</span>
              <span className="text-sm text-muted">{o.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="my-requests" className="flex flex-col gap-3">
        <h2 id="my-requests" className="text-lg font-semibold">
          {trans('Your requests')}</h2>
        {mine.isPending && <Skeleton className="h-24 w-full" />}
        {mine.isError && (
          <div role="alert" className="flex items-center gap-3 text-sm">
            {trans('There was an issue loading your requests.')}<Button size="sm" variant="outline" onClick={() => void mine.refetch()}>
              {trans('Try again')}
            </Button>
          </div>
        )}
        {mine.data?.pagination.data.length === 0 && <p className="text-sm text-muted">{trans('You have not sent any requests yet.')}</p>}
        {!!mine.data?.pagination.data.length && (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {mine.data.pagination.data.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  <span className="font-medium">{r.artist_name}</span>
                  <span className="ml-2 text-sm text-muted">{REQUEST_TITLES[r.type]}</span>
                </span>
                <StatusBadge status={r.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
