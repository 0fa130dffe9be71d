import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactNode } from 'react'
import type { AdminUser, UpdateAdminUserInput } from '../../../../shared/contracts/admin'
import { useServerErrors } from '../../../lib/forms'
import { showHttpErrorToast, showToast } from '../../../stores/toasts'
import { Button, Skeleton, TextField } from '../../../ui'
import { permissionsListQuery } from '../roles-api'
import { rolesListQuery, useUpdateAdminUser } from '../users-api'
import { PermissionPicker, type Grants } from './permission-picker'
import { trans } from '../../../stores/session'

const FIELDS = ['first_name', 'last_name', 'email', 'roles', 'permissions', 'password', 'language', 'country', 'timezone'] as const

/** One tab's form: saves its part of the user with `PUT admin/users/{id}`, errors on its fields. */
function TabForm({ user, build, children }: { user: AdminUser; build: (data: FormData) => UpdateAdminUserInput; children: (errors: Record<string, string>) => ReactNode }) {
  const save = useUpdateAdminUser(user.id)
  const { formRef, errors, handle } = useServerErrors(FIELDS, (error) => showHttpErrorToast(error))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save.mutate(build(new FormData(event.currentTarget)), { onSuccess: () => showToast('User updated'), onError: handle })
  }
  return (
    <form ref={formRef} onSubmit={submit} className="flex max-w-2xl flex-col gap-4">
      {children(errors)}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? trans('Saving…') : trans('Save')}
        </Button>
      </div>
    </form>
  )
}

const Check = ({ name, label, checked }: { name: string; label: string; checked: boolean }) => (
  <label className="flex items-center gap-2 text-sm">
    <input type="checkbox" name={name} defaultChecked={checked} className="size-4" />
    {label}
  </label>
)

export function DetailsTab({ user }: { user: AdminUser }) {
  const roles = useQuery(rolesListQuery())
  return (
    <TabForm
      user={user}
      build={(d) => ({
        first_name: String(d.get('first_name') ?? ''),
        last_name: String(d.get('last_name') ?? ''),
        email: String(d.get('email') ?? ''),
        banned: d.get('banned') === 'on',
        email_verified: d.get('email_verified') === 'on',
        roles: d.getAll('roles').map(Number),
      })}
    >
      {(errors) => (
        <>
          <TextField label={trans('First name')} name="first_name" defaultValue={user.first_name ?? ''} error={errors.first_name} />
          <TextField label={trans('Last name')} name="last_name" defaultValue={user.last_name ?? ''} error={errors.last_name} />
          <TextField label={trans('Email')} name="email" type="email" defaultValue={user.email} required error={errors.email} />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{trans('Roles')}</legend>
            {roles.isPending && <Skeleton className="h-6 w-48" />}
            {roles.data?.roles?.map((role) => (
              <label key={role.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="roles" value={role.id} defaultChecked={user.roles.some((r) => r.id === role.id)} className="size-4" />
                {role.name}
              </label>
            ))}
            {errors.roles && <p className="text-xs text-danger">{errors.roles}</p>}
          </fieldset>
          <Check name="email_verified" label={trans('Email confirmed')} checked={user.email_verified_at !== null} />
          <Check name="banned" label={trans('Banned')} checked={user.banned_at !== null} />
        </>
      )}
    </TabForm>
  )
}

export function PermissionsTab({ user }: { user: AdminUser }) {
  const list = useQuery(permissionsListQuery())
  const [grants, setGrants] = useState<Grants>(() => Object.fromEntries(user.permissions.map((p) => [p.name, p.restrictions])))
  if (list.isPending) return <Skeleton className="h-64 w-full" />
  return (
    <TabForm user={user} build={() => ({ permissions: Object.entries(grants).map(([name, restrictions]) => ({ name, restrictions })) })}>
      {(errors) => (
        <>
          <p className="text-sm text-muted">{trans('Granted to this user directly, on top of their roles.')}</p>
          <PermissionPicker permissions={list.data?.permissions ?? []} value={grants} onChange={setGrants} error={errors.permissions} />
        </>
      )}
    </TabForm>
  )
}

export function SecurityTab({ user }: { user: AdminUser }) {
  return (
    <TabForm user={user} build={(d) => ({ password: String(d.get('password') ?? '') || undefined })}>
      {(errors) => (
        <>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted">{trans('Password set')}</dt>
            <dd>{user.has_password ? trans('Yes') : trans('No (social login only)')}</dd>
            <dt className="text-muted">{trans('Two-factor authentication')}</dt>
            <dd>{user.two_factor_enabled ? trans('Enabled') : trans('Not enabled')}</dd>
            <dt className="text-muted">{trans('Active sessions')}</dt>
            <dd>{user.sessions_count}</dd>
          </dl>
          <TextField label={trans('New password')} name="password" type="password" autoComplete="new-password" minLength={8} error={errors.password} />
        </>
      )}
    </TabForm>
  )
}

export function DateTab({ user }: { user: AdminUser }) {
  return (
    <TabForm user={user} build={(d) => ({ language: String(d.get('language') ?? ''), country: String(d.get('country') ?? ''), timezone: String(d.get('timezone') ?? '') })}>
      {(errors) => (
        <>
          <p className="text-sm text-muted">
            {trans('Joined')} {new Date(user.created_at).toLocaleString()} {trans('· last updated')} {new Date(user.updated_at).toLocaleString()}
          </p>
          <TextField label={trans('Language')} name="language" defaultValue={user.language ?? ''} maxLength={10} error={errors.language} />
          <TextField label={trans('Country')} name="country" defaultValue={user.country ?? ''} maxLength={10} error={errors.country} />
          <TextField label={trans('Timezone')} name="timezone" defaultValue={user.timezone ?? ''} maxLength={64} error={errors.timezone} />
        </>
      )}
    </TabForm>
  )
}

export function ApiTab({ user }: { user: AdminUser }) {
  if (user.tokens.length === 0) return <p className="text-sm text-muted">{trans('This user has no API tokens.')}</p>
  return (
    <table className="w-full max-w-2xl text-left text-sm">
      <caption className="sr-only">{trans('API tokens')}</caption>
      <thead className="text-xs text-muted uppercase">
        <tr>
          <th scope="col" className="py-2">{trans('Name')}</th>
          <th scope="col" className="py-2">{trans('Created')}</th>
          <th scope="col" className="py-2">{trans('Last used')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {user.tokens.map((token) => (
          <tr key={token.id}>
            <td className="py-2">{token.name}</td>
            <td className="py-2">{new Date(token.created_at).toLocaleDateString()}</td>
            <td className="py-2">{token.last_used_at ? new Date(token.last_used_at).toLocaleDateString() : trans('Never')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
