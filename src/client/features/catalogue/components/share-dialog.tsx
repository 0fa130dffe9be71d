import { trans } from '../../../stores/session'
import { useId, useState } from 'react'
import { Dialog, DialogBody, DialogHeader } from '../../../ui/dialog'
import { Tabs } from '../../../ui/tabs'
import { Button } from '../../../ui/button'

export const EMBED_HEIGHTS = { track: 174, album: 384 } as const
const EMBED_ALLOW = 'autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture'

export function embedCode(src: string, height: number): string {
  return `<iframe width="100%" height="${height}" allow="${EMBED_ALLOW}" src="${src}" frameborder="0"></iframe>`
}

export interface ShareTarget {
  kind: 'track' | 'album' | 'artist' | 'playlist'
  name: string
  /** Site-relative page path, e.g. /album/1/artist/name. */
  path: string
  /** Site-relative embed path; tracks and albums only (§4.12). */
  embedPath?: string
}

function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  const [copied, setCopied] = useState(false)
  const id = useId()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
      setTimeout(() => setCopied(false), 1000)
    } catch {
      // music-product §8: the copy fallback shows a prompt.
      window.prompt(label, value)
    }
  }
  const field = 'w-full rounded-md border border-border bg-bg px-3 py-2 text-sm'
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">{label}</label>
      <div className="flex gap-2">
        {multiline ? <textarea id={id} readOnly rows={4} value={value} className={field} onFocus={(e) => e.currentTarget.select()} />
          : <input id={id} readOnly value={value} className={field} onFocus={(e) => e.currentTarget.select()} />}
        <Button variant="secondary" size="sm" onClick={copy}>{copied ? trans('Copied!') : trans('Copy')}</Button>
      </div>
    </div>
  )
}

function SharePanel({ target, url }: { target: ShareTarget; url: string }) {
  const text = encodeURIComponent(target.name)
  const u = encodeURIComponent(url)
  const networks = [
    ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ['Twitter', `https://twitter.com/intent/tweet?text=${text}&url=${u}`],
    ['Tumblr', `https://www.tumblr.com/share/link?url=${u}&name=${text}`],
  ] as const
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {networks.map(([name, href]) => (
          <a key={name} href={href} target="_blank" rel="noopener noreferrer" className="rounded-full bg-chip px-4 py-2 text-sm font-medium hover:bg-chip-hover">
            {name}
          </a>
        ))}
        {canShare && (
          <Button variant="secondary" size="md" onClick={() => void navigator.share({ title: target.name, url }).catch(() => {})}>
            {trans('Share via…')}
          </Button>
        )}
      </div>
      <CopyField label={trans('Link')} value={url} />
    </div>
  )
}

/** Share dialog (§4.12): Share tab for every model; Embed tab with live preview for tracks and albums. */
export function ShareDialog({ target, open, onClose }: { target: ShareTarget; open: boolean; onClose: () => void }) {
  const origin = typeof window !== 'undefined' ? window.location.origin : ''
  const url = origin + target.path
  const share = <SharePanel target={target} url={url} />
  const height = target.kind === 'track' ? EMBED_HEIGHTS.track : EMBED_HEIGHTS.album
  const embedSrc = target.embedPath ? origin + target.embedPath : ''
  const tabs = [{ id: 'share', label: 'Share', content: share }]
  if (target.embedPath && (target.kind === 'track' || target.kind === 'album')) {
    tabs.push({
      id: 'embed',
      label: 'Embed',
      content: (
        <div className="space-y-4">
          <CopyField label={trans('Embed code')} value={embedCode(embedSrc, height)} multiline />
          <iframe title={trans('Embed preview')} src={embedSrc} width="100%" height={height} allow={EMBED_ALLOW} className="rounded-md border-0" />
        </div>
      ),
    })
  }
  return (
    <Dialog open={open} onClose={onClose} size="lg">
      <DialogHeader onClose={onClose}>{trans('Share :name', { name: target.name })}</DialogHeader>
      <DialogBody>{tabs.length > 1 ? <Tabs tabs={tabs} /> : share}</DialogBody>
    </Dialog>
  )
}
