import { useState, type FormEvent } from 'react'
import { Button } from '../../../ui'
import { HttpError } from '../../../lib/http'
import { showHttpErrorToast } from '../../../stores/toasts'
import type { CommentableType } from '../../../../shared/contracts/comments'
import { COMMENT_MAX, COMMENT_MIN } from '../../../../shared/contract-values'
import { usePostComment } from '../api'
import { trans } from '../../../stores/session'

interface Props {
  type: CommentableType
  id: number
  inReplyTo?: number
  /** Percent of the track to attach the comment at (the playing position), if known. */
  position?: () => number | undefined
  onDone?: () => void
}

export function CommentForm({ type, id, inReplyTo, position, onDone }: Props) {
  const [content, setContent] = useState('')
  const [error, setError] = useState<string>()
  const post = usePostComment()
  const label = inReplyTo ? 'Write a reply' : 'Leave a comment'
  function submit(e: FormEvent) {
    e.preventDefault()
    const text = content.trim()
    if (text.length < COMMENT_MIN || text.length > COMMENT_MAX) {
      setError(`The comment must be between ${COMMENT_MIN} and ${COMMENT_MAX} characters.`)
      return
    }
    post.mutate({ commentable_type: type, commentable_id: id, content: text, inReplyTo: inReplyTo ?? null, position: position?.() }, {
      onSuccess: () => { setContent(''); setError(undefined); onDone?.() },
      onError: (err) => {
        const field = err instanceof HttpError ? err.fieldError('content') : undefined
        if (field) setError(field)
        else showHttpErrorToast(err)
      },
    })
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <textarea aria-label={label} placeholder={label} value={content} maxLength={COMMENT_MAX} rows={inReplyTo ? 2 : 3}
        onChange={(e) => setContent(e.target.value)} aria-invalid={Boolean(error)}
        className="rounded-md border border-border bg-bg px-3 py-2 text-sm" />
      {error && <p className="text-xs text-danger">{error}</p>}
      <div><Button type="submit" size="sm" disabled={post.isPending}>{inReplyTo ? trans('Reply') : trans('Comment')}</Button></div>
    </form>
  )
}
