import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../../src/server/lib/sanitize'

describe('sanitizeHtml', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeHtml('<p><b>Hi</b> <em>there</em> <a href="/track/1">song</a></p>')).toBe(
      '<p><b>Hi</b> <em>there</em> <a href="/track/1">song</a></p>',
    )
  })

  it('drops scripts, event handlers, styles and dangerous schemes', () => {
    const out = sanitizeHtml(
      '<script>alert(1)</script><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a><p style="color:red">t</p><iframe src="https://evil"></iframe>',
    )
    expect(out).not.toMatch(/script|onerror|javascript:|style=|iframe/i)
    expect(out).toContain('<img src="x.png" />')
    expect(out).toContain('<p>t</p>')
  })

  it('opens external links in a new tab without opener access', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    )
  })
})
