import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import type { BackstageType } from '../../../../shared/contracts/backstage'
import { CLAIM_ROLES } from '../../../../shared/contract-values'
import { sessionState, trans } from '../../../stores/session'
import { toast } from '../../../stores/toasts'
import { Button, Select, TextField } from '../../../ui'
import { useServerErrors } from '../../../lib/forms'
import { backstageLink } from '../../../lib/links'
import { showHttpErrorToast } from '../../../stores/toasts'
import { useSubmitBackstageRequest } from '../api'
import { ClaimArtistSearch } from './request-fields'
import { UploadField } from './upload-field'
import { REQUEST_TITLES } from '../request-titles'

const NAME_TOO_SHORT = 'The artist name must be at least 3 characters.'
const FIELDS = ['artist_name', 'artist_id', 'data.first_name', 'data.last_name', 'data.company', 'data.role', 'data.image', 'data.passport_scan_id']

/**
 * Become, verify or claim an artist (§2.11). The passport scan is a private file entry; the artist image
 * becomes the new artist's image on approval.
 */
export function BackstageRequestForm({ type }: { type: BackstageType }) {
  const session = useSnapshot(sessionState)
  const primary = session.user?.artists.find((a) => a.role === 'artist') ?? null
  const [name, setName] = useState('')
  const [claimed, setClaimed] = useState<{ id: number; name: string } | null>(null)
  const [first, setFirst] = useState(session.user?.first_name ?? '')
  const [last, setLast] = useState(session.user?.last_name ?? '')
  const [company, setCompany] = useState('')
  const [role, setRole] = useState<(typeof CLAIM_ROLES)[number]>('artist')
  const [image, setImage] = useState('')
  const [scan, setScan] = useState<{ id: number; url: string } | null>(null)
  const submit = useSubmitBackstageRequest()
  const server = useServerErrors(FIELDS, showHttpErrorToast)
  const navigate = useNavigate()

  const artistName = type === 'become-artist' ? name.trim() : type === 'verify-artist' ? (primary?.name ?? '') : (claimed?.name ?? '')

  /** What is still missing, keyed like the server's errors, so the form names the field instead of greying out Send. */
  function missing(): Record<string, string> {
    if (type === 'become-artist' && artistName.length < 3) return { artist_name: NAME_TOO_SHORT }
    if (type === 'claim-artist' && !claimed) return { artist_id: 'Select an artist.' }
    return {}
  }

  function send(event: FormEvent) {
    event.preventDefault()
    const errors = missing()
    const firstMissing = Object.keys(errors)[0]
    if (firstMissing) {
      server.setErrors(errors)
      server.formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(firstMissing)}"]`)?.focus()
      return
    }
    const data = { first_name: first || null, last_name: last || null, company: company || null, image: image || null, passport_scan_id: scan?.id ?? null, ...(type === 'claim-artist' ? { role } : {}) }
    const artist_id = type === 'claim-artist' ? claimed!.id : type === 'verify-artist' ? primary!.id : null
    submit.mutate(
      { type, artist_name: artistName, artist_id, data },
      {
        onSuccess: ({ request }) => {
          toast.positive('Request submitted')
          void navigate(backstageLink(`requests/${request.id}/request-submitted`))
        },
        onError: server.handle,
      },
    )
  }

  if (type === 'verify-artist' && !primary) {
    return <p className="text-muted">{trans('You need an artist profile first. Send a request to become an artist, then ask for verification.')}</p>
  }

  return (
    <form ref={server.formRef} onSubmit={send} noValidate aria-label={REQUEST_TITLES[type]} className="flex flex-col gap-4">
      {type === 'become-artist' && (
        <TextField
          label={trans('Artist name')}
          name="artist_name"
          required
          minLength={3}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value)
            server.setErrors(({ artist_name: _fixed, ...rest }) => rest)
          }}
          error={server.errors.artist_name ?? (name && name.trim().length < 3 ? NAME_TOO_SHORT : undefined)}
        />
      )}
      {type === 'verify-artist' && <p className="rounded-md border border-border p-3">{trans('Artist:')} <strong>{primary?.name}</strong></p>}
      {type === 'claim-artist' && (
        <ClaimArtistSearch
          value={claimed}
          onChange={(a) => {
            setClaimed(a)
            server.setErrors(({ artist_id: _fixed, ...rest }) => rest)
          }}
          error={server.errors.artist_id}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={trans('First name')} name="data.first_name" value={first} onChange={(e) => setFirst(e.currentTarget.value)} error={server.errors['data.first_name']} />
        <TextField label={trans('Last name')} name="data.last_name" value={last} onChange={(e) => setLast(e.currentTarget.value)} error={server.errors['data.last_name']} />
      </div>
      {type === 'claim-artist' && (
        <Select label={trans('Your role')} value={role} onChange={setRole} options={CLAIM_ROLES.map((r) => ({ value: r, label: r[0]!.toUpperCase() + r.slice(1) }))} />
      )}
      <TextField label={trans('Company')} name="data.company" value={company} onChange={(e) => setCompany(e.currentTarget.value)} error={server.errors['data.company']} />
      {type === 'become-artist' && <UploadField label={trans('Artist image')} name="data.image" diskPrefix="artist_image" accept="image/*" value={image || null} onUploaded={(e) => setImage(e.url)} onClear={() => setImage('')} error={server.errors['data.image']} />}
      <UploadField label={trans('Passport scan')} name="data.passport_scan_id" diskPrefix="track_image_media" accept="image/*" preview={false} value={scan?.url ?? null} onUploaded={(e) => setScan({ id: e.id, url: e.url })} onClear={() => setScan(null)} error={server.errors['data.passport_scan_id']} />
      <p className="text-xs text-muted">{trans("The scan is only shown to the site's administrators, to confirm your identity.")}</p>
      <Button type="submit" className="self-end" disabled={submit.isPending}>
        {submit.isPending ? trans('Sending…') : trans('Send request')}
      </Button>
    </form>
  )
}
