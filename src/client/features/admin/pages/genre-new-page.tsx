import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { SavedGenreResponseSchema, type SavedGenreResponse, type SaveGenreInput } from '../../../../shared/contracts/genres'
import { useServerErrors } from '../../../lib/forms'
import { http } from '../../../lib/http'
import { useTrans } from '../../../stores/i18n'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button, TextField } from '../../../ui'
import { UploadField } from '../../backstage'
import { adminLink } from '../admin-link'
import { adminKeys } from '../api'
import { AdminPageHeader } from '../components/admin-page-header'

const FIELDS = ['name', 'display_name', 'image', 'popularity']

/** /admin/genres/new: `POST genres` (music-catalog §3.1): name (stored slugified), display name, image, popularity. */
export function GenreNewPage() {
  const t = useTrans()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [values, setValues] = useState({ name: '', display_name: '', image: '', popularity: '' })
  const server = useServerErrors(FIELDS, showHttpErrorToast)
  const save = useMutation({
    mutationFn: (input: SaveGenreInput) => http.post<SavedGenreResponse>('genres', { body: input, schema: import.meta.env.DEV ? SavedGenreResponseSchema : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
  const popularity = values.popularity.trim() === '' ? null : Number(values.popularity)
  const local: Record<string, string> = {}
  if (!values.name.trim()) local.name = t('The name field is required.')
  if (popularity !== null && !(Number.isInteger(popularity) && popularity >= 1 && popularity <= 100)) local.popularity = t('The popularity must be between 1 and 100.')
  const [tried, setTried] = useState(false)
  const errors = { ...(tried ? local : {}), ...server.errors }
  const set = (patch: Partial<typeof values>) => {
    setValues((v) => ({ ...v, ...patch }))
    server.clear()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (Object.keys(local).length) return
    const input = { name: values.name.trim(), display_name: values.display_name.trim() || null, image: values.image || null, popularity }
    save.mutate(input, {
      onSuccess: () => {
        toast.positive(t('Genre created'))
        void navigate(adminLink('genres'))
      },
      onError: server.handle,
    })
  }

  return (
    <>
      <AdminPageHeader title={t('New genre')} />
      <form ref={server.formRef} onSubmit={submit} noValidate aria-label={t('New genre')} className="flex max-w-xl flex-col gap-4">
        <TextField label={t('Name')} name="name" required value={values.name} onChange={(e) => set({ name: e.currentTarget.value })} error={errors.name} />
        <TextField
          label={t('Display name')}
          name="display_name"
          value={values.display_name}
          onChange={(e) => set({ display_name: e.currentTarget.value })}
          error={errors.display_name}
        />
        <UploadField
          label={t('Image')}
          name="image"
          diskPrefix="genre_image"
          accept="image/*"
          value={values.image || null}
          onUploaded={(entry) => set({ image: entry.url })}
          onClear={() => set({ image: '' })}
          error={errors.image}
        />
        <TextField
          label={t('Popularity (1–100)')}
          name="popularity"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={values.popularity}
          onChange={(e) => set({ popularity: e.currentTarget.value })}
          error={errors.popularity}
        />
        <div className="flex justify-end gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('Saving…') : t('Create')}
          </Button>
        </div>
      </form>
    </>
  )
}
