import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Button, IconButton, Skeleton, Spinner, Tabs, TextField } from '../../../src/client/ui'

afterEach(cleanup)

describe('ui kit', () => {
  it('TextField links its label, and shows the first error instead of the description', () => {
    render(<TextField label="Code" name="code" description="Six digits" error="The code is invalid." />)
    const input = screen.getByLabelText('Code')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('The code is invalid.')).toBeTruthy()
    expect(screen.queryByText('Six digits')).toBeNull()
  })

  it('Tabs switch panels with the arrow keys', async () => {
    const user = userEvent.setup()
    render(
      <Tabs
        tabs={[
          { id: 'share', label: 'Share', content: <p>Share panel</p> },
          { id: 'embed', label: 'Embed', content: <p>Embed panel</p> },
        ]}
      />,
    )
    expect(screen.getByText('Share panel')).toBeTruthy()
    await user.tab()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Embed' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('Embed panel')).toBeTruthy()
  })

  it('buttons default to type=button and icon buttons carry their label', () => {
    render(
      <>
        <Button>Save</Button>
        <IconButton aria-label="Close">x</IconButton>
      </>,
    )
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button')
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
  })

  it('Spinner is announced as loading; Skeleton is hidden from assistive tech', () => {
    const { container } = render(
      <>
        <Spinner />
        <Skeleton className="h-4 w-20" />
      </>,
    )
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy()
    expect(container.querySelector('[aria-hidden="true"].animate-pulse')).toBeTruthy()
  })
})
