import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { SEO_TAG_NAMES } from '../../../../shared/contracts/appearance'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button, SelectField, Spinner, TextAreaField, TextField } from '../../../ui'
import { seoTagsQuery, useSaveSeoTags } from '../api'
import { trans } from '../../../stores/session'

const LABELS: Record<string, string> = { home: 'Homepage', landing: 'Landing page', artist: 'Artist page', album: 'Album page', track: 'Track page', playlist: 'Playlist page', genre: 'Genre page', search: 'Search page' }

/** SEO tag templates (§3.9), saved one page at a time. */
export function SeoPanel() {
  const [name, setName] = useState<(typeof SEO_TAG_NAMES)[number]>('home')
  const tags = useQuery(seoTagsQuery(name))
  const save = useSaveSeoTags(name)
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  useEffect(() => {
    if (tags.data) {
      setTitle(tags.data.title)
      setDescription(tags.data.description)
    }
  }, [tags.data])
  return (
    <form
      className="flex flex-col gap-5"
      aria-label={trans('SEO')}
      onSubmit={(e) => {
        e.preventDefault()
        save.mutate({ title, description }, { onSuccess: () => toast.positive('SEO tags saved'), onError: (e) => showHttpErrorToast(e) })
      }}
    >
      <SelectField label={trans('Page')} name="seo.page" value={name} options={SEO_TAG_NAMES.map((n) => ({ value: n, label: LABELS[n] ?? n }))} onChange={setName} />
      {tags.isPending ? (
        <Spinner />
      ) : (
        <>
          <TextField label={trans('Title')} name="seo.title" value={title} onChange={(e) => setTitle(e.target.value)} description={trans('Placeholders such as {{site_name}} are filled in when the page is served.')} />
          <TextAreaField label={trans('Description')} name="seo.description" value={description} onChange={setDescription} />
          <Button type="submit" disabled={save.isPending} className="self-start">
            {trans('Save SEO tags')}
          </Button>
        </>
      )}
    </form>
  )
}
