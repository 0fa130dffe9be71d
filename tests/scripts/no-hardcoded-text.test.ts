import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'
import { noHardcodedText } from '../../scripts/lint/no-hardcoded-text.js'

// RuleTester reports through the test framework's describe/it.
RuleTester.describe = describe
RuleTester.it = it

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
})
const options = [{ allow: ['Encore'] }]
const literal = { messageId: 'literal' }

// The guard of issue 13: new hard-coded text in client JSX fails the lint; translated text, symbols,
// numbers, the allowed brand name and non-text attributes pass.
tester.run('i18n/no-hardcoded-text', noHardcodedText, {
  valid: [
    { code: "const a = <p>{trans('Saved')}</p>", options },
    { code: "const a = <button aria-label={trans('Close')}>×</button>", options },
    { code: 'const a = <span>{count} · 42 — %</span>', options },
    { code: 'const a = <span>Encore</span>', options },
    { code: 'const a = <div className="flex items-center" data-testid="player-bar" />', options },
    { code: 'const a = <Trans message="Saved :count items" values={{ count }} />', options },
    { code: "const a = <p className={open ? 'block' : 'hidden'} />", options },
  ],
  invalid: [
    { code: 'const a = <p>Nothing here yet</p>', options, errors: [literal] },
    { code: 'const a = <IconButton aria-label="Queue" />', options, errors: [literal] },
    { code: 'const a = <input placeholder="Search" title="Find" />', options, errors: [literal, literal] },
    { code: "const a = <p>{'Loading…'}</p>", options, errors: [literal] },
    { code: "const a = <b aria-label={playing ? 'Pause' : 'Play'} />", options, errors: [literal, literal] },
    { code: 'const a = <Dialog confirmLabel="Delete" emptyMessage="No rows" />', options, errors: [literal, literal] },
    { code: 'const a = <p>{`Edit ${name}`}</p>', options, errors: [literal] },
  ],
})
