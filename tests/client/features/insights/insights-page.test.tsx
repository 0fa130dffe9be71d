import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { InsightsPage, type RangeSearch } from '../../../../src/client/features/insights'
import type { InsightsReport } from '../../../../src/shared/contracts/insights'
import { renderWithRouter } from '../../../helpers/render'

const days = ['2026-05-25', '2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29', '2026-05-30', '2026-05-31']
const series = (values: number[]) => values.map((value, i) => ({ label: `${days[i]}T00:00`, value }))

function report(current: number[], previous: number[]): InsightsReport {
  const total = current.reduce((s, v) => s + v, 0)
  return {
    plays: { granularity: 'day', total, datasets: [{ label: 'current', data: series(current) }, { label: 'previous', data: series(previous) }] },
    devices: { total, datasets: [{ label: 'devices', data: total ? [{ label: 'desktop', value: 3 }, { label: 'mobile', value: 1 }] : [] }] },
    platforms: { total, datasets: [{ label: 'platforms', data: total ? [{ label: 'ios', value: 4 }] : [] }] },
    browsers: { total, datasets: [{ label: 'browsers', data: total ? [{ label: 'mobile safari', value: 4 }] : [] }] },
    locations: { total, datasets: [{ label: 'locations', data: total ? [{ label: 'France', value: 3, code: 'fr' }, { label: 'Unknown', value: 1 }] : [] }] },
    tracks: {
      total,
      datasets: [{ label: 'tracks', data: total ? [{ label: 'Lunar', value: 4, model: { id: 7, model_type: 'track', name: 'Lunar', image: null } }] : [] }],
    },
  }
}

/** Stands in for the server: answers reports/insights in turn and records each request's query. */
function fakeInsights(...answers: { status?: number; json: unknown }[]) {
  const requests: URLSearchParams[] = []
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost')
    expect(url.pathname).toBe('/api/v1/reports/insights')
    requests.push(url.searchParams)
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)]!
    return new Response(JSON.stringify(answer.json), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } })
  })
  return requests
}

function Harness({ initial = {} }: { initial?: RangeSearch }) {
  const [search, setSearch] = useState<RangeSearch>(initial)
  return <InsightsPage kind="album" id={3} title="The Album" search={search} onSearchChange={setSearch} />
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('InsightsPage', () => {
  it('loads the album report for the last 30 days and shows totals, the chart and break-downs', async () => {
    const requests = fakeInsights({ json: { status: 'success', report: report([1, 0, 2, 0, 0, 0, 1], [1, 1, 0, 0, 0, 0, 0]) } })
    await renderWithRouter(<Harness />)
    expect(screen.getByRole('status', { name: 'Loading insights' })).toBeTruthy()
    expect(await screen.findByRole('img', { name: /Plays over time, .*: 4 plays, most on .*27.* \(2\)/ })).toBeTruthy()

    const q = requests[0]!
    expect(q.get('model')).toBe('album=3')
    expect(q.get('metrics')).toBe('plays,devices,platforms,browsers,locations,tracks')
    expect(q.get('timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    const span = (Date.parse(q.get('endDate')!) - Date.parse(q.get('startDate')!)) / 86_400_000
    expect(Math.round(span)).toBe(30)

    expect(screen.getByRole('heading', { name: 'The Album' })).toBeTruthy()
    const cards = screen.getByText('Plays', { selector: 'dt' }).closest('dl')!
    expect(within(cards).getByText('4')).toBeTruthy()
    expect(within(cards).getByText('+100% in this period')).toBeTruthy()
    expect(within(cards).getByText('Desktop')).toBeTruthy()

    const devices = screen.getByRole('region', { name: 'Devices' })
    expect(within(devices).getByRole('listitem', { name: 'Desktop: 3 (75%)' })).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Platforms' })).getByRole('listitem', { name: 'iOS: 4 (100%)' })).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Locations' })).getByRole('listitem', { name: 'Unknown: 1 (25%)' })).toBeTruthy()
    const top = screen.getByRole('region', { name: 'Top tracks' })
    expect(within(top).getByRole('link', { name: 'Lunar' }).getAttribute('href')).toBe('/backstage/tracks/7/insights')

    // Every bucket is readable as a table too.
    const table = screen.getByRole('table', { name: 'Plays over time' })
    expect(within(table).getAllByRole('row')).toHaveLength(8)
  })

  it('moves a tooltip over the buckets with the arrow keys', async () => {
    fakeInsights({ json: { status: 'success', report: report([1, 0, 2, 0, 0, 0, 1], [1, 1, 0, 0, 0, 0, 0]) } })
    await renderWithRouter(<Harness />)
    const chart = await screen.findByRole('group', { name: /Plays over time/ })
    act(() => chart.focus())
    expect(within(screen.getByRole('tooltip')).getByText('1 play')).toBeTruthy()
    fireEvent.keyDown(chart, { key: 'Home' })
    expect(within(screen.getByRole('tooltip')).getByText('Previous period: 1')).toBeTruthy()
    fireEvent.keyDown(chart, { key: 'ArrowRight' })
    fireEvent.keyDown(chart, { key: 'ArrowRight' })
    expect(within(screen.getByRole('tooltip')).getByText('2 plays')).toBeTruthy()
    act(() => chart.blur())
    expect(screen.queryByRole('tooltip')).toBeNull()

    // Pointing: jsdom has no layout, so the chart keeps its 640 px fallback (plot from x=40 to x=628).
    fireEvent.pointerMove(chart, { clientX: 40 + (588 * 2) / 6, pointerType: 'mouse' })
    expect(within(screen.getByRole('tooltip')).getByText('2 plays')).toBeTruthy()
    fireEvent.pointerLeave(chart, { pointerType: 'mouse' })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('asks again for 7 days and for a custom range, refusing an inverted one', async () => {
    const requests = fakeInsights({ json: { status: 'success', report: report([1, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]) } })
    await renderWithRouter(<Harness />)
    await screen.findByRole('img', { name: /Plays over time/ })
    fireEvent.click(screen.getByRole('button', { name: '7 days' }))
    await waitFor(() => expect(requests).toHaveLength(2))
    expect(Math.round((Date.parse(requests[1]!.get('endDate')!) - Date.parse(requests[1]!.get('startDate')!)) / 86_400_000)).toBe(7)
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true')

    fireEvent.click(screen.getByRole('button', { name: 'Custom' }))
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-10' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByRole('alert').textContent).toBe('The end date must not be before the start date.')
    expect(requests).toHaveLength(2)

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-12' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(requests).toHaveLength(3))
    expect(new Date(requests[2]!.get('startDate')!).getTime()).toBe(new Date(2026, 4, 10).getTime())
    expect(new Date(requests[2]!.get('endDate')!).getTime()).toBe(new Date(2026, 4, 13).getTime())
  })

  it('says so when the range has no plays', async () => {
    fakeInsights({ json: { status: 'success', report: report([0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]) } })
    await renderWithRouter(<Harness initial={{ range: '7d' }} />)
    expect(await screen.findByText('No plays in this period')).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Devices' })).toBeNull()
  })

  it('shows an error with a retry, and no retry when access is refused', async () => {
    fakeInsights({ status: 500, json: { message: 'There was an issue.' } }, { json: { status: 'success', report: report([2, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]) } })
    const first = await renderWithRouter(<Harness />)
    expect((await screen.findByRole('alert')).textContent).toContain('Insights could not be loaded')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('img', { name: /2 plays/ })).toBeTruthy()
    first.unmount()

    fakeInsights({ status: 403, json: { message: 'This action is unauthorized.' } })
    await renderWithRouter(<Harness />)
    expect((await screen.findByRole('alert')).textContent).toContain('You do not have access to these insights.')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})
