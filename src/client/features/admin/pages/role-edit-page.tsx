import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { RoleDetail } from '../../../../shared/contracts/admin'
import { useServerErrors } from '../../../lib/forms'
import { showHttpErrorToast, showToast } from '../../../stores/toasts'
import { Button, Skeleton, TextField } from '../../../ui'
import { adminLink, AdminPageHeader, type AdminPageProps } from '../../admin-kit'
import { PermissionPicker, type Grants } from '../components/permission-picker'
import { permissionsListQuery, roleQuery, useSaveRole } from '../roles-api'
import { trans } from '../../../stores/session'

const FIELDS = ['name', 'description', 'permissions'] as const

/** /admin/roles/new and /admin/roles/:roleId/edit: name, flags, permissions and their restrictions. */
export function RoleEditPage({ params }: AdminPageProps) {
  const id = params.roleId ? Number(params.roleId) : null
  const role = useQuery({ ...roleQuery(id ?? 0), enabled: id !== null })
  const permissions = useQuery(permissionsListQuery())
  if ((id !== null && role.isPending) || permissions.isPending) return <Skeleton className="h-96 w-full" />
  if ((id !== null && !role.data) || !permissions.data) {
    return <p role="alert">{trans('This role could not be loaded.')}</p>
  }
  return <RoleForm key={id ?? 'new'} id={id} role={role.data?.role ?? null} permissions={permissions.data.permissions ?? []} />
}

function RoleForm({ id, role, permissions }: { id: number | null; role: RoleDetail | null; permissions: NonNullable<Parameters<typeof PermissionPicker>[0]['permissions']> }) {
  const navigate = useNavigate()
  const save = useSaveRole(id)
  const { formRef, errors, handle } = useServerErrors(FIELDS, (error) => showHttpErrorToast(error))
  const [grants, setGrants] = useState<Grants>(() => Object.fromEntries((role?.permissions ?? []).map((p) => [p.name, p.restrictions])))
  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form)
    save.mutate(
      {
        name: String(data.get('name') ?? ''),
        description: String(data.get('description') ?? '') || null,
        default: data.get('default') === 'on',
        guests: data.get('guests') === 'on',
        artists: data.get('artists') === 'on',
        permissions: Object.entries(grants).map(([name, restrictions]) => ({ name, restrictions })),
      },
      {
        onSuccess: () => {
          showToast(id === null ? trans('Role created') : trans('Role updated'))
          void navigate(adminLink('roles'))
        },
        onError: handle,
      },
    )
  }
  return (
    <>
      <AdminPageHeader title={role ? trans('Edit role: :name', { name: role.name }) : trans('New role')} description={role ? trans(':users_count users have this role.', { users_count: role.users_count }) : undefined} />
      <form ref={formRef} className="flex max-w-3xl flex-col gap-4" onSubmit={(e) => (e.preventDefault(), submit(e.currentTarget))}>
        <TextField label={trans('Name')} name="name" defaultValue={role?.name ?? ''} required maxLength={100} error={errors.name} />
        <TextField label={trans('Description')} name="description" defaultValue={role?.description ?? ''} maxLength={500} error={errors.description} />
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="mb-1 font-medium">{trans('Given automatically to')}</legend>
          {(
            [
              ['default', 'New users'],
              ['guests', 'Guests (logged out)'],
              ['artists', 'Approved artists'],
            ] as const
          ).map(([name, label]) => (
            <label key={name} className="flex items-center gap-2">
              <input type="checkbox" name={name} defaultChecked={role?.[name] ?? false} className="size-4" />
              {label}
            </label>
          ))}
        </fieldset>
        <PermissionPicker permissions={permissions} value={grants} onChange={setGrants} error={errors.permissions} />
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? trans('Saving…') : trans('Save')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => void navigate(adminLink('roles'))}>
            {trans('Cancel')}
          </Button>
        </div>
      </form>
    </>
  )
}
