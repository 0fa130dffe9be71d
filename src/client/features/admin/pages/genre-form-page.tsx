import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { GenrePageResponse } from '../../../../shared/contracts/channels'
import { SavedGenreResponseSchema, type Genre, type SavedGenreResponse, type SaveGenreInput } from '../../../../shared/contracts/genres'
import { useServerErrors } from '../../../lib/forms'
import { http } from '../../../lib/http'
import { useTrans } from '../../../stores/i18n'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Skeleton, TextField } from '../../../ui'
import { UploadField } from '../../backstage'
import { adminLink, adminKeys, AdminPageHeader, type AdminPageProps } from '../../admin-kit'
import { AdminFormFooter } from '../components/form-footer'

const FIELDS = ['name', 'display_name', 'image', 'popularity']

/**
 * /admin/genres/new (`POST genres`) and /admin/genres/:name/edit (`PUT genres/{id}`), music-catalog §3.1:
 * name (stored slugified), display name, image, popularity. The edit page loads the genre by its name
 * (`GET genres/{name}`), the address the rest of the site uses for it.
 */
export function GenreFormPage({ params }: AdminPageProps) {
  const t = useTrans()
  const name = params.name ?? null
  const existing = useQuery({
    queryKey: [...adminKeys.all, 'genre', name],
    queryFn: () => http.get<GenrePageResponse>(`genres/${encodeURIComponent(name ?? '')}`, { params: { perPage: 1 } }),
    enabled: name !== null,
  })
  if (name === null) return <GenreForm genre={null} />
  if (existing.isPending) return <Skeleton className="h-96 w-full max-w-xl" />
  if (!existing.data) return <p role="alert">{t('This genre could not be loaded.')}</p>
  return <GenreForm key={existing.data.genre.id} genre={existing.data.genre} />
}

function GenreForm({ genre }: { genre: Genre | null }) {
  const t = useTrans()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [values, setValues] = useState({
    name: genre?.name ?? '',
    display_name: genre?.display_name ?? '',
    image: genre?.image ?? '',
    popularity: genre?.popularity == null ? '' : String(genre.popularity),
  })
  const server = useServerErrors(FIELDS, showHttpErrorToast)
  const save = useMutation({
    mutationFn: (input: SaveGenreInput) => {
      const options = { body: input, schema: import.meta.env.DEV ? SavedGenreResponseSchema : undefined }
      return genre ? http.put<SavedGenreResponse>(`genres/${genre.id}`, options) : http.post<SavedGenreResponse>('genres', options)
    },
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
        toast.positive(genre ? t('Genre updated') : t('Genre created'))
        void navigate(adminLink('genres'))
      },
      onError: server.handle,
    })
  }

  const title = genre ? t('Edit genre') : t('New genre')
  return (
    <>
      <AdminPageHeader title={title} />
      <form ref={server.formRef} onSubmit={submit} noValidate aria-label={title} className="flex max-w-xl flex-col gap-4">
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
        <AdminFormFooter pending={save.isPending} editing={genre !== null} />
      </form>
    </>
  )
}
