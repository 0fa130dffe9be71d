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
  // The account shown first can be the copy restored from the persisted cache, saved before the last
  // change (the reload after choosing a language comes before the throttled write): when the background
  // revalidation brings other values, the fields follow them instead of keeping the stale first ones.
  const saved = `${user.language ?? ''}|${user.country ?? ''}|${user.timezone ?? ''}`
  const [shown, setShown] = useState(saved)
  if (shown !== saved) {
    setShown(saved)
    setLanguage(user.language ?? '')
    setCountry(user.country ?? '')
    setTimezone(user.timezone ?? '')
  }

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
          if (i18n && language && language !== user.language) {
            setLocale.mutate(language, {
              // The saved query cache still holds the account from before the save (its write is throttled):
              // dropped first, the page after the reload shows the chosen language in the select at once.
              onSuccess: () =>
                void import('../../../lib/persist')
                  .then((m) => m.forgetPersistedCache())
                  .catch(() => undefined)
                  .finally(() => window.location.reload()),
              onError: (e) => showHttpErrorToast(e),
            })
          }
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
