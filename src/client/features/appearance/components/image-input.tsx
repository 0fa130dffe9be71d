import { useId } from 'react'
import { HttpError } from '../../../lib/http'
import { toast } from '../../../stores/toasts'
import { Button, Spinner } from '../../../ui'
import { useUploadBrandingImage } from '../api'
import { trans } from '../../../stores/session'

/** A logo or landing image: upload a file (stored by the server) or clear it. */
export function ImageInput({ label, value, onChange, error }: { label: string; value: string; onChange: (url: string) => void; error?: string }) {
  const id = useId()
  const upload = useUploadBrandingImage()
  function pick(file: File | undefined) {
    if (!file) return
    upload.mutate(file, {
      onSuccess: onChange,
      onError: (e) => toast.danger((e instanceof HttpError && (e.fieldError('file') ?? e.body.message)) || trans('There was an issue. Please try again.')),
    })
  }
  return (
    <div className="flex flex-col gap-1.5" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        {value ? <img src={value} alt="" className="h-10 max-w-32 rounded border border-border object-contain" /> : <span className="text-sm text-muted">{trans('None')}</span>}
        <label className="inline-flex cursor-pointer items-center rounded-md border border-border px-3 py-1.5 text-sm font-medium hover:bg-chip focus-within:outline-2 focus-within:outline-focus">
          {trans('Upload')}<input type="file" accept="image/png,image/jpeg,image/webp,image/gif" className="sr-only" aria-label={trans('Upload :label', { label })} onChange={(e) => pick(e.target.files?.[0])} />
        </label>
        {upload.isPending && <Spinner />}
        {value && (
          <Button size="sm" variant="ghost" onClick={() => onChange('')} aria-label={trans('Remove :label', { label })}>
            {trans('Remove')}
          </Button>
        )}
      </div>
      {error && <p className="text-xs text-danger">{error}</p>}
    </div>
  )
}
