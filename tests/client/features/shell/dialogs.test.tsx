import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DialogHost } from '../../../../src/client/features/shell/components/dialog-host'
import { closeDialog, openDialog, type DialogProps } from '../../../../src/client/stores/dialogs'
import { Button } from '../../../../src/client/ui/button'
import { Dialog, DialogBody, DialogFooter, DialogHeader, DIALOG_SIZES } from '../../../../src/client/ui/dialog'

afterEach(() => {
  closeDialog()
  cleanup()
})

function ConfirmDialog({ title, close }: { title: string } & DialogProps<boolean>) {
  return (
    <Dialog size="sm" onClose={() => close(false)}>
      <DialogHeader>{title}</DialogHeader>
      <DialogBody>Sure?</DialogBody>
      <DialogFooter>
        <Button onClick={() => close(true)}>Confirm</Button>
      </DialogFooter>
    </Dialog>
  )
}

describe('dialog host', () => {
  it('resolves openDialog with the result the dialog closes with', async () => {
    render(<DialogHost />)
    let promise!: Promise<boolean | undefined>
    await act(async () => {
      promise = openDialog(ConfirmDialog, { title: 'Delete playlist' })
    })
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(screen.getByText('Delete playlist')).toBeTruthy()
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Confirm' })))
    expect(await promise).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps one active dialog: opening another closes the first with no result', async () => {
    render(<DialogHost />)
    let first!: Promise<boolean | undefined>
    await act(async () => {
      first = openDialog(ConfirmDialog, { title: 'First' })
    })
    await act(async () => void openDialog(ConfirmDialog, { title: 'Second' }))
    expect(await first).toBeUndefined()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(screen.getByText('Second')).toBeTruthy()
  })

  it('applies the spec widths', async () => {
    expect(DIALOG_SIZES).toEqual({ '2xs': 256, xs: 320, sm: 384, md: 440, lg: 620, xl: 780, '2xl': 850, fullscreen: 1280 })
    render(<DialogHost />)
    await act(async () => void openDialog(ConfirmDialog, { title: 'Sized' }))
    const panel = document.querySelector('[data-size="sm"]') as HTMLElement
    expect(panel.style.maxWidth).toBe('384px')
  })
})
