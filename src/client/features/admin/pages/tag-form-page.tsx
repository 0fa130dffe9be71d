import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { Tag } from '../../../../shared/contracts/catalogue'
import { SavedTagResponseSchema, type SavedTagResponse, type SaveTagInput, type TagTracksResponse } from '../../../../shared/contracts/tags'
import { useServerErrors } from '../../../lib/forms'
import { http } from '../../../lib/http'
import { useTrans } from '../../../stores/i18n'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Skeleton, TextField } from '../../../ui'
import { adminKeys, adminLink, AdminPageHeader, type AdminPageProps } from '../../admin-kit'
import { AdminFormFooter } from '../components/form-footer'

const FIELDS = ['name', 'display_name']

/**
 * /admin/tags/new (`POST tags`) and /admin/tags/:name/edit (`PUT tags/{id}`), issue 25: name (stored
 * lower-case) and display name. The edit page loads the tag by its name, the address its page uses.
 */
export function TagFormPage({ params }: AdminPageProps) {
  const t = useTrans()
  const name = params.name ?? null
  const existing = useQuery({
    queryKey: [...adminKeys.all, 'tag', name],
    queryFn: () => http.get<TagTracksResponse>(`tags/${encodeURIComponent(name ?? '')}/tracks`, { params: { perPage: 1 } }),
    enabled: name !== null,
  })
  if (name === null) return <TagForm tag={null} />
  if (existing.isPending) return <Skeleton className="h-48 w-full max-w-xl" />
  if (!existing.data) return <p role="alert">{t('This tag could not be loaded.')}</p>
  return <TagForm key={existing.data.tag.id} tag={existing.data.tag} />
}

function TagForm({ tag }: { tag: Tag | null }) {
  const t = useTrans()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [values, setValues] = useState({ name: tag?.name ?? '', display_name: tag?.display_name ?? '' })
  const server = useServerErrors(FIELDS, showHttpErrorToast)
  const save = useMutation({
    mutationFn: (input: SaveTagInput) => {
      const options = { body: input, schema: import.meta.env.DEV ? SavedTagResponseSchema : undefined }
      return tag ? http.put<SavedTagResponse>(`tags/${tag.id}`, options) : http.post<SavedTagResponse>('tags', options)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
  const [tried, setTried] = useState(false)
  const local: Record<string, string> = values.name.trim() ? {} : { name: t('The name field is required.') }
  const errors = { ...(tried ? local : {}), ...server.errors }
  const set = (patch: Partial<typeof values>) => {
    setValues((v) => ({ ...v, ...patch }))
    server.clear()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (Object.keys(local).length) return
    save.mutate(
      { name: values.name.trim(), display_name: values.display_name.trim() || null },
      {
        onSuccess: () => {
          toast.positive(tag ? t('Tag updated') : t('Tag created'))
          void navigate(adminLink('tags'))
        },
        onError: server.handle,
      },
    )
  }

  const title = tag ? t('Edit tag') : t('New tag')
  return (
    <>
      <AdminPageHeader title={title} />
      <form ref={server.formRef} onSubmit={submit} noValidate aria-label={title} className="flex max-w-xl flex-col gap-4">
        <TextField label={t('Name')} name="name" required value={values.name} onChange={(e) => set({ name: e.currentTarget.value })} error={errors.name} />
        <TextField label={t('Display name')} name="display_name" value={values.display_name} onChange={(e) => set({ display_name: e.currentTarget.value })} error={errors.display_name} />
        <AdminFormFooter pending={save.isPending} editing={tag !== null} />
      </form>
    </>
  )
}
