import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MarkdownText } from '../../../../src/client/features/api-docs/components/markdown-text'

describe('MarkdownText (issue 28: /api-docs without literal backticks)', () => {
  it('renders code, bold and safe links as elements and keeps markup as text', () => {
    const { container } = render(
      <MarkdownText text={'Send `Authorization: Bearer <token>` **always**.\n\nSee [docs](/api-docs) or [bad](javascript:alert(1)).\n\n- one\n- two'} />,
    )
    expect(container.textContent).not.toContain('`')
    expect(container.querySelector('code')?.textContent).toBe('Authorization: Bearer <token>')
    expect(container.querySelector('strong')?.textContent).toBe('always')
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/api-docs'])
    expect(container.querySelectorAll('li')).toHaveLength(2)
    expect(container.querySelector('script, img')).toBeNull()
  })
})
