import { useCallback, useRef, useState } from 'react'
import { HttpError } from './http'

export type FieldErrors = Record<string, string>

/**
 * platform-core §5: server field errors go onto the matching fields (first message each) and the
 * first one gets focus; an answer without field errors (or naming no field of this form) goes to `onOther`
 * (forms pass `showHttpErrorToast`; lib may not reach the stores, STYLE 7.5).
 */
export function useServerErrors(fields: readonly string[], onOther: (error: unknown) => void) {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldErrors>({})

  const handle = useCallback(
    (error: unknown) => {
      const raw = error instanceof HttpError ? error.body.errors : undefined
      const mapped: FieldErrors = {}
      for (const [field, value] of Object.entries(raw ?? {})) {
        const message = Array.isArray(value) ? value[0] : value
        if (fields.includes(field) && message) mapped[field] = message
      }
      setErrors(mapped)
      const first = Object.keys(mapped)[0]
      if (!first) return onOther(error)
      formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus()
    },
    [fields, onOther],
  )

  return { formRef, errors, setErrors, handle, clear: () => setErrors({}) }
}

/** Reads a form's fields as strings (checkboxes as booleans). */
export function formValues(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {}
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    if (!el.name) continue
    values[el.name] = el.type === 'checkbox' ? el.checked : el.value
  }
  return values
}
