import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { CustomPage, CreateCustomPageInput } from '../../../../shared/contracts/custom-pages'
import { formValues, useServerErrors } from '../../../lib/forms'
import { http } from '../../../lib/http'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button, EmptyState, Skeleton, TextField } from '../../../ui'
import { adminKeys, adminLink, AdminPageHeader, type AdminPageProps } from '../../admin-kit'
import { trans } from '../../../stores/session'

const FIELDS = ['title', 'slug', 'body', 'meta.description'] as const

function useSavePage(id: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateCustomPageInput) =>
      id ? http.put<{ page: CustomPage }>(`custom-pages/${id}`, { body: input }) : http.post<{ page: CustomPage }>('custom-pages', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

function PageForm({ page }: { page: CustomPage | null }) {
  const save = useSavePage(page?.id ?? null)
  const navigate = useNavigate()
  const { formRef, errors, handle, clear } = useServerErrors(FIELDS, showHttpErrorToast)
  const [saved, setSaved] = useState(page)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    clear()
    const v = formValues(event.currentTarget) as Record<string, string | boolean>
    const input: CreateCustomPageInput = {
      title: String(v.title),
      body: String(v.body),
      hide_nav: Boolean(v.hide_nav),
      meta: { description: String(v['meta.description']) },
      ...(String(v.slug).trim() ? { slug: String(v.slug).trim() } : {}),
    }
    save.mutate(input, {
      onSuccess: ({ page: result }) => {
        setSaved(result)
        toast.positive(page ? trans('Page updated') : trans('Page created'))
        if (!page) void navigate(adminLink(`custom-pages/${result.id}/edit`))
      },
      onError: handle,
    })
  }

  return (
    <form ref={formRef} onSubmit={submit} className="flex max-w-3xl flex-col gap-5">
      <TextField label={trans('Title')} name="title" required maxLength={255} defaultValue={page?.title} error={errors.title} />
      <TextField
        label={trans('Slug')}
        name="slug"
        maxLength={100}
        defaultValue={page?.slug}
        description={trans('Lowercase words joined by hyphens. Left empty, it is made from the title.')}
        error={errors.slug}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="page-body" className="text-sm font-medium">
          {trans('Body (HTML)')}
        </label>
        <textarea
          id="page-body"
          name="body"
          rows={16}
          defaultValue={page?.body}
          aria-describedby="page-body-help"
          className="rounded-md border border-border bg-bg px-3 py-2 font-mono text-sm text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-focus"
        />
        <span id="page-body-help" className="text-xs text-muted">
          {trans('Headings, paragraphs, lists, links, images and tables. Scripts, styles, frames and event handlers are removed on save.')}
        </span>
        {errors.body && <span className="text-xs text-danger">{errors.body}</span>}
      </div>
      <TextField label={trans('SEO description')} name="meta.description" maxLength={500} defaultValue={page?.meta?.description} error={errors['meta.description']} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="hide_nav" defaultChecked={page?.hide_nav} className="size-4 accent-primary" />
        {trans('Hide the site navigation on this page')}
      </label>
      <div className="flex items-center gap-4">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? trans('Saving…') : trans('Save')}
        </Button>
        {saved && (
          <Link to="/pages/$pageSlug" params={{ pageSlug: saved.slug }} target="_blank" className="text-sm text-primary underline hover:no-underline">
            {trans('Open /pages/:slug', { slug: saved.slug })}
          </Link>
        )}
      </div>
    </form>
  )
}

/** /admin/custom-pages/new and /admin/custom-pages/:pageId/edit (custom_pages.create / .update). */
export function CustomPageEditorPage({ params }: AdminPageProps) {
  const id = params.pageId ? Number(params.pageId) : null
  const existing = useQuery({
    queryKey: adminKeys.detail('custom-pages', id ?? 0),
    queryFn: ({ signal }) => http.get<{ page: CustomPage }>(`custom-pages/${id}`, { signal }),
    enabled: id !== null,
  })
  return (
    <>
      <AdminPageHeader title={id ? trans('Edit page') : trans('New page')} />
      {id === null ? (
        <PageForm page={null} />
      ) : existing.isPending ? (
        <div className="flex max-w-3xl flex-col gap-4" aria-busy="true">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-64" />
        </div>
      ) : existing.isError ? (
        <EmptyState title={trans('This page does not exist')} message={trans('It may have been deleted.')} />
      ) : (
        <PageForm key={existing.data.page.id} page={existing.data.page} />
      )}
    </>
  )
}
