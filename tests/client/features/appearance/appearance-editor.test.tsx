import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { AppearanceEditor, appearanceKeys } from '../../../../src/client/features/appearance'
import { listenForAppearancePreview } from '../../../../src/client/features/shell/appearance-preview'
import { sessionState } from '../../../../src/client/stores/session'
import { readSetting } from '../../../../src/client/stores/settings'
import { toastState } from '../../../../src/client/stores/toasts'
import { uiState } from '../../../../src/client/stores/ui'
import { APPEARANCE_PREVIEW_MESSAGE, AppearanceValuesResponseSchema, type AppearanceValues } from '../../../../src/shared/contracts/appearance'
import { fakeApi, reply } from '../../../helpers/fake-api'
import { newQueryClient, renderWithRouter } from '../../../helpers/render'

const values: AppearanceValues = {
  settings: {
    'branding.site_name': 'Encore',
    'branding.site_description': 'Music',
    menus: [
      {
        id: 'primary',
        name: 'Primary sidebar',
        positions: ['sidebar-primary'],
        items: [
          { id: 'a', label: 'Genres', type: 'route', action: '/genres' },
          { id: 'b', label: 'Charts', type: 'route', action: '/charts' },
        ],
      },
    ],
  },
  themes: [
    { id: 1, name: 'Light', values: { '--be-primary': '21 128 61' }, is_dark: false, default_light: true, default_dark: false },
    { id: 2, name: 'Dark', values: { '--be-primary': '74 222 128' }, is_dark: true, default_light: false, default_dark: true },
  ],
  customCode: { css: '', js: '' },
}

async function renderEditor(section: Parameters<typeof AppearanceEditor>[0]['section']) {
  const queryClient = newQueryClient()
  queryClient.setQueryData(appearanceKeys.values(), structuredClone(values))
  return renderWithRouter(<AppearanceEditor section={section} onSection={() => undefined} />, { queryClient })
}

afterEach(() => {
  toastState.current = null
})

describe('AppearanceEditor', () => {
  it('refuses logout while open (flag set on mount, cleared on unmount) and frames the site for the preview', async () => {
    fakeApi({})
    const view = await renderEditor(null)
    expect(uiState.appearanceEditorOpen).toBe(true)
    expect(screen.getByTitle('Site preview').getAttribute('src')).toBe('/?appearance-preview=1')
    view.unmount()
    expect(uiState.appearanceEditorOpen).toBe(false)
  })

  it('saves only what changed: the edited theme colour, no settings', async () => {
    const calls = fakeApi({ 'POST /api/v1/admin/appearance': () => reply(AppearanceValuesResponseSchema, { status: 'success', values }) })
    await renderEditor('themes')
    const user = userEvent.setup()
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true)
    await user.click(screen.getByRole('button', { name: 'Edit Light' }))
    const primary = screen.getByRole('textbox', { name: 'Primary' })
    await user.clear(primary)
    await user.type(primary, '200 30 90')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/admin/appearance')).toBe(true))
    const body = calls.find((c) => c.url === '/api/v1/admin/appearance')!.body as { themes: { id: number; values: Record<string, string> }[]; settings?: unknown }
    expect(body.settings).toBeUndefined()
    expect(body.themes).toHaveLength(1)
    expect(body.themes[0]).toMatchObject({ id: 1, values: { '--be-primary': '200 30 90' } })
  })

  it('menus: items reorder by keyboard and the new order is what gets saved', async () => {
    const calls = fakeApi({ 'POST /api/v1/admin/appearance': () => reply(AppearanceValuesResponseSchema, { status: 'success', values }) })
    await renderEditor('menus')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Edit Primary sidebar' }))
    screen.getByRole('button', { name: 'Reorder item 2' }).focus()
    await user.keyboard('[Space]')
    await user.keyboard('[ArrowUp]')
    await user.keyboard('[Space]')
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Menu items' })).getAllByRole('listitem')[0]!.textContent).toContain('Charts'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/admin/appearance')).toBe(true))
    const body = calls.find((c) => c.url === '/api/v1/admin/appearance')!.body as { settings: { menus: { items: { label: string }[] }[] } }
    expect(body.settings.menus[0]!.items.map((i) => i.label)).toEqual(['Charts', 'Genres'])
  })
})

describe('the preview frame receiver', () => {
  it('applies unsaved settings and theme values from the parent of our origin only', () => {
    listenForAppearancePreview()
    const send = (data: unknown, origin = window.location.origin) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }))
    send({ type: APPEARANCE_PREVIEW_MESSAGE, settings: { 'branding.site_name': 'Evil' } }, 'https://evil.example')
    expect(readSetting('branding.site_name', 'Encore')).not.toBe('Evil')
    send({ type: APPEARANCE_PREVIEW_MESSAGE, settings: { 'branding.site_name': 'Night Radio', '__proto__.polluted': true }, theme: { values: { '--be-primary': '1 2 3' }, is_dark: false } })
    expect(readSetting('branding.site_name')).toBe('Night Radio')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(document.documentElement.style.getPropertyValue('--be-primary')).toBe('1 2 3')
    sessionState.settings = {}
  })
})
