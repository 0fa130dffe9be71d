import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ErrorDialog } from '../../../../src/client/features/shell/components/error-dialog'
import type { HttpErrorBody } from '../../../../src/client/lib/http'

afterEach(cleanup)

const frame = (flatIndex: number, file: string, lineNumber: number, codeSnippet: Record<string, string> = {}) => ({
  path: ['app', 'src', file],
  lineNumber,
  method: `fn${flatIndex}`,
  codeSnippet,
  flatIndex,
  vendorGroup: false as const,
})

const body: HttpErrorBody = {
  message: 'Cannot read properties of undefined',
  exception: 'TypeError',
  ignitionTrace: true,
  trace: [
    frame(0, 'albums.service.ts', 12, { '11': 'const a = 1', '12': 'return album.name', '13': '}' }),
    { vendorGroup: true, items: [frame(1, 'fastify.js', 1), frame(2, 'hooks.js', 2)] },
    frame(3, 'albums.routes.ts', 40, { '40': 'await service.get()' }),
    { vendorGroup: true, items: [frame(4, 'avvio.js', 9)] },
  ],
  totalVendorGroups: 2,
}

describe('debug error dialog', () => {
  it('shows the title, exception and message, with the failing line highlighted', async () => {
    await act(async () => void render(<ErrorDialog error={body} onClose={() => undefined} />))
    expect(screen.getByText('An error occured')).toBeTruthy()
    expect(screen.getByText('TypeError')).toBeTruthy()
    expect(screen.getByText('Cannot read properties of undefined')).toBeTruthy()
    const highlighted = document.querySelector('[data-highlighted]')
    expect(highlighted?.textContent).toBe('12return album.name')
    expect(screen.getByRole('button', { name: 'Download log' })).toBeTruthy()
  })

  it('groups vendor frames with a count and expands or collapses them', async () => {
    const user = userEvent.setup()
    await act(async () => void render(<ErrorDialog error={body} onClose={() => undefined} />))
    expect(screen.getByRole('button', { name: '2 vendor frames' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '1 vendor frame' })).toBeTruthy()
    expect(screen.queryByText('fastify.js:1')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Expand vendor frames' }))
    expect(screen.getByText('fastify.js:1')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Collapse vendor frames' }))
    expect(screen.queryByText('fastify.js:1')).toBeNull()
  })

  it('shows the code of the frame picked in the list', async () => {
    const user = userEvent.setup()
    await act(async () => void render(<ErrorDialog error={body} onClose={() => undefined} />))
    await user.click(screen.getByText('albums.routes.ts:40'))
    expect(document.querySelector('[data-highlighted]')?.textContent).toBe('40await service.get()')
  })
})
