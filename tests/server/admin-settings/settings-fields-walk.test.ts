import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { ADS_SETTINGS_PAGE, SETTINGS_PAGES } from '../../../src/shared/contracts/settings-fields'

/**
 * Issue 25, the product owner's rule: a setting on an admin page does what its label says, or is not there.
 * This walks every field of the admin settings pages and looks for a read of its key in src/, outside the
 * files that only list, default, store or edit settings. A read is a string literal equal to the key, or a
 * template literal whose static parts match it (`social.${svc}.${k}`). Comments do not count: the
 * TypeScript parser hands over only real literals.
 */
const ROOT = join(__dirname, '../../..')
const SRC = join(ROOT, 'src')

// The places that list, default, store or edit settings: a key named there is not a key that works.
const NOT_A_READ = [
  'src/shared/contracts/settings-fields.ts',
  'src/shared/lib/settings-defaults.ts',
  'src/server/modules/settings/',
  'src/client/features/admin-settings/',
]

/**
 * Fields the page shows read only: the environment decides them, the page shows the value in use and the
 * variable that sets it (issue 25, "where the environment decides"). Nothing reads their stored value,
 * because no admin can store one. Each entry names its variable; the list stays short on purpose.
 */
const READ_ONLY_BY_ENVIRONMENT: Record<string, string> = {
  'queue.driver': 'REDIS_URL',
  'broadcast.driver': 'REDIS_URL',
  static_file_delivery: 'ACCEL_REDIRECT_PREFIX',
  // The browser-side gateway keys: the page policy admits Stripe's and PayPal's scripts from them at start.
  'billing.stripe_public_key': 'STRIPE_PUBLISHABLE_KEY',
  'billing.paypal_client_id': 'PAYPAL_CLIENT_ID',
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : []
  })
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every string literal of the file, and every template literal as a pattern (an interpolation is one or more key characters). */
function literalsOf(path: string): { strings: Set<string>; patterns: RegExp[] } {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const strings = new Set<string>()
  const patterns: RegExp[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.add(node.text)
    else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
      // A template with almost no static text (`${a}.${b}`) would match any key: it proves nothing.
      if (parts.join('').replace(/[^A-Za-z_]/g, '').length >= 3) patterns.push(new RegExp(`^${parts.map(escape).join('[A-Za-z0-9_.-]+')}$`))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { strings, patterns }
}

function unreadKeys(keys: readonly string[]): string[] {
  const files = sourceFiles(SRC).filter((path) => {
    const rel = relative(ROOT, path).split(sep).join('/')
    return !NOT_A_READ.some((excluded) => rel === excluded || (excluded.endsWith('/') && rel.startsWith(excluded)))
  })
  const literals = files.map(literalsOf)
  return keys.filter((key) => !literals.some(({ strings, patterns }) => strings.has(key) || patterns.some((p) => p.test(key))))
}

describe('every admin settings field is read outside settings (issue 25)', () => {
  const keys = [...new Set([...SETTINGS_PAGES, ADS_SETTINGS_PAGE].flatMap((page) => page.fields.map((field) => field.key)))]

  it('finds a read for every key but the read-only ones the environment decides', () => {
    const unread = unreadKeys(keys.filter((key) => !(key in READ_ONLY_BY_ENVIRONMENT)))
    expect(unread, 'keys an admin can change that nothing reads: make them work, or take them off the page').toEqual([])
  })

  it('exempts exactly the fields the page shows read only, each naming its variable', () => {
    const fields = [...SETTINGS_PAGES, ADS_SETTINGS_PAGE].flatMap((page) => page.fields)
    const readOnly = Object.fromEntries(fields.filter((field) => field.env).map((field) => [field.key, field.env]))
    expect(readOnly).toEqual(READ_ONLY_BY_ENVIRONMENT)
  })

  it('shows the video settings on the Player page again, now that the video panel reads them (issue 24)', () => {
    const player = SETTINGS_PAGES.find((page) => page.title === 'Player')
    const videoKeys = player?.fields.map((field) => field.key).filter((key) => key.startsWith('player.hide_video'))
    expect(videoKeys).toEqual(['player.hide_video', 'player.hide_video_button'])
    expect(unreadKeys(videoKeys ?? [])).toEqual([])
  })

  it('tells a read from a mention: a key only in a comment or in an unrelated literal is unread', () => {
    // The walk must be able to fail: these keys appear nowhere as literals in src/.
    expect(unreadKeys(['player.no_such_setting', 'branding.site_name'])).toEqual(['player.no_such_setting'])
  })
})
