import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Button } from '../../../src/client/ui/button'
import { Tooltip, TOOLTIP_DELAY_MS, TOOLTIP_HIDE_DELAY_MS } from '../../../src/client/ui/tooltip'
import { Slider } from '../../../src/client/ui/slider'
import { trickle } from '../../../src/client/features/shell/components/progress-bar'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('tooltip', () => {
  it('appears after 1500 ms and hides 500 ms after the pointer leaves', async () => {
    render(
      <Tooltip label="Shuffle">
        <Button>S</Button>
      </Tooltip>,
    )
    const anchor = screen.getByRole('button').parentElement as HTMLElement
    fireEvent.pointerEnter(anchor)
    await act(async () => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1))
    expect(screen.queryByRole('tooltip')).toBeNull()
    await act(async () => vi.advanceTimersByTime(1))
    expect(screen.getByRole('tooltip').textContent).toBe('Shuffle')
    expect(screen.getByRole('button').getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id)
    fireEvent.pointerLeave(anchor)
    await act(async () => vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY_MS - 1))
    expect(screen.getByRole('tooltip')).toBeTruthy()
    await act(async () => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('also shows on keyboard focus', async () => {
    render(
      <Tooltip label="Repeat">
        <Button>R</Button>
      </Tooltip>,
    )
    fireEvent.focus(screen.getByRole('button'))
    await act(async () => vi.advanceTimersByTime(TOOLTIP_DELAY_MS))
    expect(screen.getByRole('tooltip').textContent).toBe('Repeat')
  })
})

describe('slider', () => {
  it('is a labelled range input that reports numbers', () => {
    const onChange = vi.fn()
    render(<Slider aria-label="Volume" value={30} onChange={onChange} />)
    const slider = screen.getByRole('slider', { name: 'Volume' })
    fireEvent.change(slider, { target: { value: '45' } })
    expect(onChange).toHaveBeenCalledWith(45)
  })
})

describe('progress bar trickle', () => {
  it('moves forward by less than 1 % per step and never completes on its own', () => {
    expect(trickle(10, () => 0.5)).toBeCloseTo(10.495)
    expect(trickle(10, () => 0.999)).toBeLessThan(11)
    expect(trickle(98.9, () => 0.999)).toBe(99)
  })
})
