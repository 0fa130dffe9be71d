import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Skeleton, Tabs } from '../../../ui'
import { adminLink, AdminPageHeader, type AdminPageProps } from '../../admin-kit'
import { ApiTab, DateTab, DetailsTab, PermissionsTab, SecurityTab } from '../components/user-tabs'
import { adminUserQuery } from '../users-api'
import { trans } from '../../../stores/session'

const TABS = ['details', 'permissions', 'security', 'date', 'api'] as const
const LABELS: Record<(typeof TABS)[number], string> = { details: 'Details', permissions: 'Permissions', security: 'Security', date: 'Date', api: 'API' }

/** /admin/users/:userId/:tab with the tabs of music-product §2: details, permissions, security, date, api. */
export function UserPage({ params }: AdminPageProps) {
  const id = Number(params.userId)
  const navigate = useNavigate()
  const query = useQuery({ ...adminUserQuery(id), enabled: Number.isInteger(id) && id > 0 })
  const tab = Math.max(0, TABS.indexOf((params.tab ?? 'details') as (typeof TABS)[number]))
  if (query.isPending) return <Skeleton className="h-96 w-full" />
  if (!query.data) return <p role="alert">{trans('This user could not be loaded.')}</p>
  const user = query.data.user
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email
  const content = { details: <DetailsTab user={user} />, permissions: <PermissionsTab user={user} />, security: <SecurityTab user={user} />, date: <DateTab user={user} />, api: <ApiTab user={user} /> }
  return (
    <>
      <AdminPageHeader title={name} description={user.email} />
      <Tabs
        selectedIndex={tab}
        onChange={(index) => void navigate({ ...adminLink(`users/${id}/${TABS[index]}`), replace: true })}
        tabs={TABS.map((t) => ({ id: t, label: LABELS[t], content: content[t] }))}
      />
    </>
  )
}
