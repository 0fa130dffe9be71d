import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Trans, useTrans } from '../../../src/client/stores/i18n'
import { applyBootstrapData } from '../../../src/client/stores/session'
import { makeBootstrap } from '../../helpers/session-fixtures'

function Greeting() {
  const t = useTrans()
  return <p>{t('Hello :name', { name: 'Ann' })}</p>
}

describe('useTrans and <Trans>', () => {
  it('translate with the session lines, fill in values, and re-render when new lines arrive', async () => {
    applyBootstrapData(makeBootstrap({ i18n: { language: 'en', lines: {} } }))
    render(
      <>
        <Greeting />
        <Trans message=":count songs" values={{ count: 3 }} />
      </>,
    )
    expect(screen.getByText('Hello Ann')).toBeTruthy()
    expect(screen.getByText('3 songs')).toBeTruthy()
    act(() => applyBootstrapData(makeBootstrap({ i18n: { language: 'fr', lines: { 'Hello :name': 'Bonjour :name', ':count songs': ':count titres' } } })))
    // valtio notifies subscribers after the current tick.
    expect(await screen.findByText('Bonjour Ann')).toBeTruthy()
    expect(screen.getByText('3 titres')).toBeTruthy()
  })
})
