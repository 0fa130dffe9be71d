import { trans } from '../../../stores/session'
import { useQuery } from '@tanstack/react-query'
import { SETTINGS_PAGES } from '../../../../shared/contracts/settings-fields'
import { Button, EmptyState, Skeleton } from '../../../ui'
import { AdminLink, AdminPageHeader, type AdminPageProps } from '../../admin-kit/index'
import { adminSettingsQuery } from '../api'
import { SettingsForm } from './settings-form'

/** /admin/settings/:section: one subpage per group of keys (music-product §2), with links to the others. */
export function AdminSettingsPage({ params }: AdminPageProps) {
  const section = params.section ?? 'general'
  const page = SETTINGS_PAGES.find((p) => p.id === section)
  const settings = useQuery(adminSettingsQuery())

  return (
    <>
      <AdminPageHeader title={trans('Settings')} description={page ? page.title : undefined} />
      <div className="flex flex-col gap-6 md:flex-row">
        <nav aria-label={trans('Settings pages')} className="md:w-48 md:shrink-0">
          <ul className="flex gap-1 overflow-x-auto pb-2 md:flex-col md:overflow-visible md:pb-0">
            {SETTINGS_PAGES.map((p) => (
              <li key={p.id} className="shrink-0">
                <AdminLink
                  to={`settings/${p.id}`}
                  exact
                  className="block rounded-md px-3 py-2 text-sm text-fg hover:bg-chip"
                  activeClassName="bg-chip font-semibold"
                >
                  {trans(p.title)}
                </AdminLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="min-w-0 flex-1">
          <h2 id="settings-title" className="mb-4 text-lg font-semibold">
            {page?.title ?? trans('Unknown settings page')}
          </h2>
          {page?.description && <p className="mb-4 max-w-2xl text-sm text-muted">{trans(page.description)}</p>}
          {page?.fields.length === 0 ? null : !page ? (
            <EmptyState title={trans('There is no such settings page')} message={trans('Pick one of the settings pages.')} />
          ) : settings.isPending ? (
            <div role="status" aria-busy="true" aria-label={trans('Loading settings')} className="flex max-w-2xl flex-col gap-4">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-2/3" />
            </div>
          ) : settings.isError ? (
            <EmptyState title={trans('Settings could not be loaded')} message={trans('Check your connection and try again.')}>
              <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
                {trans('Try again')}
              </Button>
            </EmptyState>
          ) : (
            <SettingsForm key={`${page.id}:${settings.dataUpdatedAt}`} page={page} data={settings.data} />
          )}
        </section>
      </div>
    </>
  )
}
