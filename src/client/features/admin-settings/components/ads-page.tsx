import { trans } from '../../../stores/session'
import { useQuery } from '@tanstack/react-query'
import { ADS_SETTINGS_PAGE } from '../../../../shared/contracts/settings-fields'
import { Button, EmptyState, Skeleton } from '../../../ui'
import { AdminPageHeader } from '../../admin-kit/index'
import { adminSettingsQuery } from '../api'
import { SettingsForm } from './settings-form'

/**
 * /admin/ads: the five ad slots with their size hints. Snippets run only inside sandboxed frames, and
 * subscribers never see them (the listener's AdSlot checks the subscription).
 */
export function AdsPage() {
  const settings = useQuery(adminSettingsQuery())
  return (
    <>
      <AdminPageHeader title={trans('Ads')} description={trans('HTML or JavaScript snippets shown to listeners without a subscription.')} />
      <h2 id="settings-title" className="sr-only">
        {trans('Ad slots')}
      </h2>
      {settings.isPending ? (
        <div role="status" aria-busy="true" aria-label={trans('Loading ads')} className="flex max-w-2xl flex-col gap-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : settings.isError ? (
        <EmptyState title={trans('Ads could not be loaded')} message={trans('Check your connection and try again.')}>
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            {trans('Try again')}
          </Button>
        </EmptyState>
      ) : (
        <SettingsForm key={settings.dataUpdatedAt} page={ADS_SETTINGS_PAGE} data={settings.data} />
      )}
    </>
  )
}
