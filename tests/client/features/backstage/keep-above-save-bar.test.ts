import type { FocusEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { keepAboveSaveBar } from '../../../../src/client/features/backstage/components/keep-above-save-bar'

const focusOn = (target: Element) => keepAboveSaveBar({ target } as unknown as FocusEvent<HTMLFormElement>)

describe('keepAboveSaveBar (issue 28)', () => {
  it('brings a focused field into view by the nearest edge, so its bottom scroll margin clears the save bar', () => {
    const input = document.createElement('input')
    input.scrollIntoView = vi.fn()
    focusOn(input)
    expect(input.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' })
  })

  it('leaves buttons alone (the save bar itself holds them)', () => {
    const button = document.createElement('button')
    button.scrollIntoView = vi.fn()
    focusOn(button)
    expect(button.scrollIntoView).not.toHaveBeenCalled()
  })
})
