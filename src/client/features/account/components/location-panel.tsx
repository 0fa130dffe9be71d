import { trans } from '../../../stores/session'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button, Select } from '../../../ui'
import { settingEnabled } from '../../../stores/settings'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { useSetLocale, useUpdateAccount, valueListsQuery, type CurrentUser } from '../api'
import { Panel } from './panel'

/** Country and timezone always; the language picker only when internationalisation is on. */
export function LocationPanel({ user }: { user: CurrentUser }) {
  const { data } = useSuspenseQuery(valueListsQuery('countries,timezones,localizations'))
  const update = useUpdateAccount()
  const setLocale = useSetLocale()
  const i18n = settingEnabled('i18n.enable')
  const [language, setLanguage] = useState(user.language ?? '')
  const [country, setCountry] = useState(user.country ?? '')
  const [timezone, setTimezone] = useState(user.timezone ?? '')

  const languages = (data.localizations ?? []).map((l) => ({ value: l.language, label: l.name }))
  const countries = (data.countries ?? []).map((c) => ({ value: c.code, label: c.name }))
  const timezones = Object.entries(data.timezones ?? {}).flatMap(([region, zones]) => zones.map((z) => ({ value: z.value, label: `${region}: ${z.text}` })))

  function save() {
    update.mutate(
      { country: country || null, timezone: timezone || null, ...(i18n ? { language: language || null } : {}) },
      {
        onSuccess: () => {
          toast.positive('Updated account details')
          // The new language's lines come with bootstrap-data: a reload applies them to every screen.
          if (i18n && language && language !== user.language) setLocale.mutate(language, { onSuccess: () => window.location.reload() })
        },
        onError: (e) => showHttpErrorToast(e),
      },
    )
  }

  return (
    <Panel id="location-and-language" title={trans('Date, time and language')}>
      <div className="flex flex-col gap-4">
        {i18n && <Select label={trans('Language')} value={language || null} options={languages} onChange={setLanguage} />}
        <Select label={trans('Country')} value={country || null} options={countries} onChange={setCountry} />
        <Select label={trans('Timezone')} value={timezone || null} options={timezones} onChange={setTimezone} />
        <Button className="self-start" disabled={update.isPending} onClick={save}>
          {trans('Save')}
        </Button>
      </div>
    </Panel>
  )
}
