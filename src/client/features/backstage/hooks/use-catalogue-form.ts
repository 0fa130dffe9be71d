import { useNavigate, type ToOptions } from '@tanstack/react-router'
import type { UseMutationResult } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useServerErrors, type FieldErrors } from '../../../lib/forms'
import { showHttpErrorToast, toast } from '../../../stores/toasts'

interface CatalogueFormOptions<Values, Input, Response, Saved> {
  initialValues: () => Values
  validate: (values: Values) => FieldErrors
  /** The fields a server error may name (an album's depend on its track rows). */
  serverFields: (values: Values) => readonly string[]
  save: UseMutationResult<Response, Error, Input>
  toInput: (values: Values) => Input
  saved: (response: Response) => Saved
  /** The toast after a successful save. */
  message: string
  /** Where the form goes after a save when the caller has no `onSaved`. */
  link: (saved: Saved) => ToOptions
  onSaved?: (saved: Saved) => void
}

/**
 * The state and submit TrackForm and AlbumForm share (platform-core §5): errors show once the user has
 * touched the form or the server named a field; submit does nothing while invalid, else saves, toasts and
 * hands the saved row to `onSaved` or opens its page; server field errors land on their fields.
 */
export function useCatalogueForm<Values, Input, Response, Saved>(o: CatalogueFormOptions<Values, Input, Response, Saved>) {
  const [values, setValues] = useState(o.initialValues)
  const [touched, setTouched] = useState(false)
  const server = useServerErrors(o.serverFields(values), showHttpErrorToast)
  const navigate = useNavigate()
  const local = o.validate(values)
  const invalid = Object.keys(local).length > 0

  function set(patch: Partial<Values>) {
    setTouched(true)
    setValues((v) => ({ ...v, ...patch }))
    server.clear()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (invalid) return
    o.save.mutate(o.toInput(values), {
      onSuccess: (response) => {
        const saved = o.saved(response)
        toast.positive(o.message)
        if (o.onSaved) o.onSaved(saved)
        else void navigate(o.link(saved))
      },
      onError: server.handle,
    })
  }

  return {
    values,
    set,
    submit,
    formRef: server.formRef,
    errors: { ...local, ...server.errors },
    showErrors: touched || Object.keys(server.errors).length > 0,
    invalid,
    pending: o.save.isPending,
  }
}
