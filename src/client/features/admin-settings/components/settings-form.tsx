import { trans } from '../../../stores/session'
import { useMemo, useState, type FormEvent } from 'react'
import { isDeepEqual } from '../deep-equal'
import type { SettingsPage } from '../../../../shared/contracts/settings-fields'
import type { SettingsResponse } from '../../../../shared/contracts/settings'
import { useServerErrors } from '../../../lib/forms'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button } from '../../../ui'
import { useSaveSettings, type SettingsChanges } from '../api'
import { ControlValueError, fromControlValue, readPath, toControlValue } from '../form-values'
import { SettingControl, controlName } from './setting-control'

/**
 * One settings subpage: a control per field, saved with only the changed keys. A secret shows the
 * server's placeholder; posted back unchanged it keeps the stored secret (the server's rule).
 */
export function SettingsForm({ page, data }: { page: SettingsPage; data: SettingsResponse }) {
  const initial = useMemo(
    () =>
      Object.fromEntries(
        page.fields.map((field) => [
          controlName(field),
          toControlValue(field, field.scope === 'client' ? readPath(data.client, field.key) : data.server[field.key]),
        ]),
      ),
    [page, data],
  )
  const [values, setValues] = useState<Record<string, unknown>>(initial)
  const names = useMemo(() => page.fields.map(controlName), [page])
  const save = useSaveSettings()
  const server = useServerErrors(names, (error) => showHttpErrorToast(error))
  const dirty = names.some((name) => !isDeepEqual(values[name], initial[name]))

  function submit(event: FormEvent) {
    event.preventDefault()
    const changes: SettingsChanges = { client: {}, server: {} }
    const local: Record<string, string> = {}
    for (const field of page.fields) {
      const name = controlName(field)
      if (isDeepEqual(values[name], initial[name])) continue
      try {
        changes[field.scope][field.key] = fromControlValue(field, values[name])
      } catch (error) {
        if (!(error instanceof ControlValueError)) throw error
        local[name] = error.message
      }
    }
    if (Object.keys(local).length > 0) return server.setErrors(local)
    server.clear()
    // mutateAsync, not mutate's callbacks: the saved answer remounts this form (fresh initial values),
    // and callbacks of an unmounted mutate never run.
    save.mutateAsync(changes).then(() => toast.positive('Saved settings'), server.handle)
  }

  return (
    <form ref={server.formRef} onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-5" aria-labelledby="settings-title">
      {page.fields.map((field) => (
        <SettingControl
          key={controlName(field)}
          field={field}
          value={values[controlName(field)]}
          error={server.errors[controlName(field)]}
          onChange={(value) => setValues((current) => ({ ...current, [controlName(field)]: value }))}
        />
      ))}
      {/* A page whose every field the environment decides has nothing to save. */}
      {page.fields.some((field) => !field.env) && (
        <div className="flex gap-3 border-t border-border pt-4">
          <Button type="submit" disabled={!dirty || save.isPending}>
            {save.isPending ? trans('Saving…') : trans('Save changes')}
          </Button>
          <Button type="button" variant="outline" disabled={!dirty || save.isPending} onClick={() => setValues(initial)}>
            {trans('Discard')}
          </Button>
        </div>
      )}
    </form>
  )
}
