import { useEffect, useMemo, useRef, useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { APPEARANCE_PREVIEW_MESSAGE, type AppearancePreviewMessage } from '../../../../shared/contracts/appearance'
import { HttpError } from '../../../lib/http'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { setAppearanceEditorOpen } from '../../../stores/ui'
import { Button } from '../../../ui'
import { appearanceValuesQuery, useSaveAppearance } from '../api'
import { changesOf, draftFrom, hasChanges, type AppearanceDraft, type DraftUpdate } from '../draft'
import { SECTIONS, SectionPanel, type SectionId } from './sections'
import { trans } from '../../../stores/session'

/** /admin/appearance (music-product §2): sections on the left, the live site in a frame on the right. */
export function AppearanceEditor({ section, onSection }: { section: SectionId | null; onSection: (id: SectionId | null) => void }) {
  const { data: saved } = useSuspenseQuery(appearanceValuesQuery())
  const [draft, setDraft] = useState<AppearanceDraft>(() => draftFrom(saved))
  const [editingThemeId, setEditingThemeId] = useState<number | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSaveAppearance()
  const frame = useRef<HTMLIFrameElement>(null)
  const changes = useMemo(() => changesOf(draft, saved), [draft, saved])
  const update: DraftUpdate = (change) => setDraft((d) => change(d))

  // platform-core §4: logout is refused while the editor is open.
  useEffect(() => {
    setAppearanceEditorOpen(true)
    return () => setAppearanceEditorOpen(false)
  }, [])

  // Unsaved values go to the frame as they change; it answers "ready" after each (re)load.
  const message = useMemo<AppearancePreviewMessage>(() => {
    const theme = section === 'themes' ? draft.themes.find((t) => t.id === editingThemeId) : undefined
    return { type: APPEARANCE_PREVIEW_MESSAGE, settings: draft.settings, theme: theme ? { values: theme.values, is_dark: theme.is_dark } : null }
  }, [draft, section, editingThemeId])
  useEffect(() => {
    const post = () => frame.current?.contentWindow?.postMessage(message, window.location.origin)
    post()
    const onReady = (e: MessageEvent) => {
      if (e.origin === window.location.origin && e.data?.type === `${APPEARANCE_PREVIEW_MESSAGE}-ready`) post()
    }
    window.addEventListener('message', onReady)
    return () => window.removeEventListener('message', onReady)
  }, [message])

  function submit() {
    setErrors({})
    save.mutate(changes, {
      onSuccess: (values) => {
        setDraft(draftFrom(values))
        setEditingThemeId((id) => (id !== null && id < 0 ? null : id))
        toast.positive('Appearance saved')
      },
      onError: (error) => {
        const raw = error instanceof HttpError ? error.body.errors : undefined
        if (raw) setErrors(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(Array.isArray(v) ? v[0] : v)])))
        showHttpErrorToast(error)
      },
    })
  }

  const current = SECTIONS.find((s) => s.id === section)
  return (
    <div className="flex flex-col overflow-hidden rounded-md border border-border md:h-[calc(100dvh-var(--player-height)-7rem)] md:flex-row">
      <aside className="flex w-full flex-col border-border md:w-[420px] md:shrink-0 md:border-r" aria-label={trans('Appearance editor')}>
        <div className="flex items-center gap-2 border-b border-border p-3">
          {current ? (
            <Button variant="ghost" size="sm" onClick={() => onSection(null)} aria-label={trans('Back to sections')}>
              {trans('‹ Back')}
            </Button>
          ) : null}
          <h1 className="min-w-0 flex-1 truncate text-lg font-semibold">{current?.label ?? trans('Appearance')}</h1>
          <Button size="sm" onClick={submit} disabled={!hasChanges(changes) || save.isPending}>
            {save.isPending ? trans('Saving…') : trans('Save')}
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-4">
          {current ? (
            <SectionPanel id={current.id} draft={draft} update={update} errors={errors} editingThemeId={editingThemeId} onEditTheme={setEditingThemeId} />
          ) : (
            <nav aria-label={trans('Appearance sections')}>
              <ul className="flex flex-col gap-1">
                {SECTIONS.map((s) => (
                  <li key={s.id}>
                    <button type="button" onClick={() => onSection(s.id)} className="flex w-full flex-col rounded-md px-3 py-2.5 text-left hover:bg-chip focus-visible:outline-2 focus-visible:outline-focus">
                      <span className="font-medium">{trans(s.label)}</span>
                      <span className="text-xs text-muted">{trans(s.description)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </aside>
      <div className="hidden min-w-0 flex-1 bg-bg-alt p-3 md:block">
        <iframe ref={frame} title={trans('Site preview')} src="/?appearance-preview=1" className="size-full rounded-md border border-border bg-bg" />
      </div>
    </div>
  )
}
