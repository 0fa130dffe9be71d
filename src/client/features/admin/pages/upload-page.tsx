import { AdminPageHeader } from '../../admin-kit'
import { RowLink } from '../components/row-link'
import { trans } from '../../../stores/session'
import { backstageLink } from '../../../lib/links'

/** /admin/upload: the backstage upload screen serves admins too (same queue, forms and limits). */
export function UploadPage() {
  return (
    <>
      <AdminPageHeader title={trans('Upload')} description={trans('Upload audio files, then complete each track or album in its form.')} />
      <div className="flex flex-col items-start gap-3 rounded-md bg-bg-alt p-6">
        <p>{trans('Uploads run in the backstage upload screen, which keeps uploading while you move around the site.')}</p>
        <RowLink {...backstageLink('upload')}>{trans('Open the upload screen')}</RowLink>
      </div>
    </>
  )
}
