import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useState, type FormEvent } from 'react'
import type { CustomPage, CreateCustomPageInput } from '../../../../shared/contracts/custom-pages'
import { formValues, useServerErrors } from '../../../lib/forms'
import { http } from '../../../lib/http'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button, EmptyState, Skeleton, TextField } from '../../../ui'
import { adminKeys, adminLink, AdminPageHeader, type AdminPageProps } from '../../admin-kit'
import { trans } from '../../../stores/session'
import { slugify } from '../../../../shared/lib/slug'

// TipTap and ProseMirror load with this form only (issue 28: a rich-text editor for custom pages).
const RichTextEditor = lazy(() => import('../components/rich-text-editor'))
/** The title's URL slug, or '' (the server then makes one) when the title has nothing to slug. */
const slugOfTitle = (title: string) => {
  const slug = slugify(title).slice(0, 90).replace(/-+$/, '')
  return slug === '' || slug === '-' ? '' : slug
}

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
  // The slug follows the title as it is typed, until the admin edits the slug by hand (or it was saved).
  const [slug, setSlug] = useState(page?.slug ?? '')
  const [slugEdited, setSlugEdited] = useState(page !== null)

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
      <TextField
        label={trans('Title')}
        name="title"
        required
        maxLength={255}
        defaultValue={page?.title}
        onChange={(e) => !slugEdited && setSlug(slugOfTitle(e.currentTarget.value))}
        error={errors.title}
      />
      <TextField
        label={trans('Slug')}
        name="slug"
        maxLength={100}
        value={slug}
        onChange={(e) => {
          setSlug(e.currentTarget.value)
          setSlugEdited(true)
        }}
        description={trans('Lowercase words joined by hyphens. Left empty, it is made from the title.')}
        error={errors.slug}
      />
      <div className="flex flex-col gap-1.5">
        <span id="page-body-label" className="text-sm font-medium">
          {trans('Body')}
        </span>
        {/* Until the editor's chunk arrives, the plain HTML box stands in (and works). */}
        <Suspense
          fallback={
            <textarea
              name="body"
              rows={16}
              defaultValue={page?.body}
              aria-label={trans(':label (HTML)', { label: trans('Body') })}
              aria-describedby="page-body-help"
              className="rounded-md border border-border bg-bg px-3 py-2 font-mono text-sm text-fg"
            />
          }
        >
          <RichTextEditor name="body" defaultValue={page?.body ?? ''} label={trans('Body')} describedBy="page-body-help" />
        </Suspense>
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
