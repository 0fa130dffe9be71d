import { describe, expect, it } from 'vitest'
import { extractSourceLines } from '../../../scripts/extract-i18n'
import { SOURCE_LINES } from '../../../src/shared/i18n/source-lines.gen'

describe('translation source lines', () => {
  it('the checked-in list matches the strings the code translates (run node scripts/extract-i18n.ts)', () => {
    expect([...SOURCE_LINES]).toEqual(extractSourceLines())
  })

  it('includes the shell and the mails', () => {
    expect(SOURCE_LINES).toEqual(expect.arrayContaining(['Skip to content', 'Reset Password', 'Your verification code is :code']))
  })
})
