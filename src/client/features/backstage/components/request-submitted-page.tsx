import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { buttonClasses } from '../../../ui'
import { backstageLink } from '../../../lib/links'
import { backstageRequestQuery } from '../api'
import { REQUEST_TITLES } from '../request-titles'
import { StatusBadge } from './status-badge'
import { trans } from '../../../stores/session'

/** backstage/requests/{requestId}/request-submitted */
export function RequestSubmittedPage({ requestId }: { requestId: number }) {
  const { request } = useSuspenseQuery(backstageRequestQuery(requestId)).data
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <h1 className="text-2xl font-bold">{trans('Request submitted')}</h1>
      <p className="text-muted">
        {trans('Your “')}{REQUEST_TITLES[request.type]}{trans('” request for')} <strong className="text-fg">{request.artist_name}</strong> {trans('was sent. We will review it and let you know.')}
      </p>
      <StatusBadge status={request.status} />
      <Link {...backstageLink('requests')} className={buttonClasses('outline')}>
        {trans('Back to backstage')}
      </Link>
    </div>
  )
}
