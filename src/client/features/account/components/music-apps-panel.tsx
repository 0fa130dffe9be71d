import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { CreatedSubsonicCredential } from '../../../../shared/contracts/subsonic'
import { formValues, useServerErrors } from '../../../lib/forms'
import { trans } from '../../../stores/session'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button, EmptyState, Skeleton, TextField } from '../../../ui'
import { musicAppsQuery, useCreateMusicApp, useRevokeMusicApp } from '../music-apps-api'
import { Panel } from './panel'

/** One value of a new credential with a copy button (a prompt where the clipboard is refused). */
function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId()
  const [copied, setCopied] = useState(false)
  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
      setTimeout(() => setCopied(false), 1000)
    } catch {
      window.prompt(label, value)
    }
  }
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor={id} className="w-28 shrink-0 text-muted">
        {label}
      </label>
      <div className="flex min-w-0 flex-auto gap-2">
        <input id={id} readOnly value={value} className="min-w-0 flex-auto rounded-md border border-border bg-bg px-2 py-1 font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
        <Button variant="outline" size="sm" onClick={copy} aria-label={trans('Copy :name', { name: label })}>
          {copied ? trans('Copied') : trans('Copy')}
        </Button>
      </div>
    </div>
  )
}

function NewCredential({ credential }: { credential: CreatedSubsonicCredential }) {
  return (
    <div className="mb-5 flex flex-col gap-2 rounded-md bg-chip p-4 text-sm" role="status">
      <p className="font-medium">{trans("Enter these in your app now. The password and API key won't be shown again.")}</p>
      <CopyField label={trans('Server address')} value={window.location.origin} />
      <CopyField label={trans('Username')} value={credential.username} />
      <CopyField label={trans('Password')} value={credential.password} />
      <CopyField label={trans('API key')} value={credential.apiKey} />
    </div>
  )
}

/**
 * Account settings → Music apps: credentials for Subsonic apps (DSub, Symfonium, Feishin…). Each app gets
 * its own password and API key, separate from the account password, and can be revoked on its own.
 */
export function MusicAppsPanel() {
  const list = useQuery(musicAppsQuery())
  const create = useCreateMusicApp()
  const revoke = useRevokeMusicApp()
  const [created, setCreated] = useState<CreatedSubsonicCredential | null>(null)
  const { formRef, errors, handle, clear } = useServerErrors(['name'], showHttpErrorToast)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    clear()
    const form = event.currentTarget
    create.mutate(String(formValues(form).name), {
      onSuccess: (credential) => {
        form.reset()
        setCreated(credential)
      },
      onError: handle,
    })
  }

  return (
    <Panel
      id="music-apps"
      title={trans('Music apps')}
      description={trans('Connect Subsonic-compatible apps such as Symfonium, DSub or Feishin. Each app gets its own password; your account password is never used by apps.')}
    >
      {created && <NewCredential credential={created} />}
      <form ref={formRef} onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField label={trans('App name')} name="name" required maxLength={100} placeholder={trans('e.g. Phone')} className="flex-auto" error={errors.name} />
        <Button type="submit" disabled={create.isPending}>
          {trans('Create app password')}
        </Button>
      </form>
      <div className="mt-5">
        {list.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true" aria-label={trans('Loading')}>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : list.isError ? (
          <div className="flex items-center justify-between gap-3 text-sm" role="alert">
            <span className="text-danger">{trans('Could not load your music apps.')}</span>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              {trans('Try again')}
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <EmptyState title={trans('No music apps yet')} message={trans('Create an app password to sign in from a music app.')} />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {list.data.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-3 py-3 text-sm">
                <div className="min-w-0">
                  <div className="truncate font-medium">{c.name}</div>
                  <div className="truncate text-muted">
                    {c.username}
                    {' · '}
                    {c.last_used_at ? trans('Last used :date', { date: new Date(c.last_used_at).toLocaleString() }) : trans('Never used')}
                  </div>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending}
                  aria-label={trans('Revoke :name', { name: c.name })}
                  onClick={() =>
                    revoke.mutate(c.id, {
                      onSuccess: () => {
                        if (created?.id === c.id) setCreated(null)
                        toast.positive('App password revoked')
                      },
                      onError: (e) => showHttpErrorToast(e),
                    })
                  }
                >
                  {trans('Revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Panel>
  )
}
