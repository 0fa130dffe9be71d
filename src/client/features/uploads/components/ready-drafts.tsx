import { Link } from '@tanstack/react-router'
import { Button, buttonClasses } from '../../../ui'
import { draftFormLink, groupDrafts, removeUploadDrafts } from '../drafts'
import type { UploadDraft } from '../store'
import { trans } from '../../../stores/session'

/** Finished uploads waiting for their track or album details, each group with its "Continue" link. */
export function ReadyDrafts({ drafts }: { drafts: readonly UploadDraft[] }) {
  if (drafts.length === 0) return null
  const groups = groupDrafts(drafts)
  return (
    <section aria-labelledby="ready-drafts" className="rounded-xl border border-border bg-paper p-4">
      <h2 id="ready-drafts" className="mb-1 font-semibold">{trans('Ready for details')}</h2>
      <ul className="divide-y divide-border/50">
        {groups.map((group) => {
          const link = draftFormLink(group)
          return (
            <li key={group.ids.join(',')} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="truncate font-medium">{group.label}</p>
                <p className="text-xs text-muted">{group.kind === 'album' ? trans('Album · :count tracks', { count: group.ids.length }) : trans('Track')}</p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button variant="ghost" size="sm" onClick={() => removeUploadDrafts(group.ids)}>
                  {trans('Dismiss')} <span className="sr-only">{group.label}</span>
                </Button>
                <Link {...link} className={buttonClasses('primary', 'sm')}>
                  {trans('Continue')} <span className="sr-only">{trans('with :label', { label: group.label })}
                </span>
                </Link>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
