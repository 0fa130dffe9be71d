import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from '../../../src/client/ui/button'
import { Menu, MenuItem } from '../../../src/client/ui/menu'
import { TYPE_AHEAD_RESET_MS } from '../../../src/client/ui/use-type-ahead'
import { EMPTY_SELECT_TEXT, Select, SELECT_MAX_HEIGHT } from '../../../src/client/ui/listbox'

afterEach(cleanup)

function Example() {
  return (
    <Menu trigger={<Button>Options</Button>}>
      <MenuItem>Apple</MenuItem>
      <MenuItem>Banana</MenuItem>
      <MenuItem>Blueberry</MenuItem>
      <MenuItem>Cherry</MenuItem>
    </Menu>
  )
}

const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)))

describe('menu', () => {
  it('opens from the keyboard and moves with type-ahead', async () => {
    const user = userEvent.setup()
    render(<Example />)
    await user.tab()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('menu')).toBeTruthy()
    await user.keyboard('c')
    expect(document.activeElement?.textContent).toBe('Cherry')
    // Within 500 ms the letters build one prefix: "bl" reaches Blueberry, not Banana.
    await user.keyboard('b')
    await wait(TYPE_AHEAD_RESET_MS + 50)
    await user.keyboard('bl')
    expect(document.activeElement?.textContent).toBe('Blueberry')
  })

  it('keeps the typed prefix for 500 ms, then starts over', async () => {
    const user = userEvent.setup()
    render(<Example />)
    await user.tab()
    await user.keyboard('{Enter}')
    await user.keyboard('b')
    expect(document.activeElement?.textContent).toBe('Banana')
    await wait(400)
    await user.keyboard('l')
    expect(document.activeElement?.textContent).toBe('Blueberry')
    await wait(TYPE_AHEAD_RESET_MS + 50)
    await user.keyboard('a')
    expect(document.activeElement?.textContent).toBe('Apple')
  })
})

describe('select', () => {
  it('says there is nothing to pick when the list is empty, and caps the height at 420 px', async () => {
    const user = userEvent.setup()
    render(<Select label="Country" value={null} options={[]} onChange={() => undefined} />)
    await user.click(screen.getByRole('button'))
    expect(screen.getByText(EMPTY_SELECT_TEXT)).toBeTruthy()
    expect(EMPTY_SELECT_TEXT).toBe('There are no items matching your query')
    expect((screen.getByRole('listbox').querySelector('[data-select-list]') as HTMLElement).style.maxHeight).toBe(`${SELECT_MAX_HEIGHT}px`)
  })
})
