import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'
import rule from '../../scripts/eslint/untranslatedText.js'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
})

tester.run('untranslated-text', rule, {
  valid: [
    'const a = <p className="mt-2 flex">{t.title}</p>',
    'const a = <button aria-label={t.close} data-testid="close-button" type="button">×</button>',
    'const a = <span>{name} · {price}</span>',
    'const a = <input placeholder={t.search} id="q" />',
    'const a = <p>{open ? t.yes : t.no}</p>',
  ],
  invalid: [
    { code: 'const a = <p>Buy now</p>', errors: [{ messageId: 'untranslated' }] },
    { code: 'const a = <button aria-label="Close dialog" />', errors: [{ messageId: 'untranslated' }] },
    { code: 'const a = <input placeholder={`Search names`} />', errors: [{ messageId: 'untranslated' }] },
    { code: "const a = <p>{open ? 'Open' : t.closed}</p>", errors: [{ messageId: 'untranslated' }] },
    { code: "const a = <p>{error && 'It failed'}</p>", errors: [{ messageId: 'untranslated' }] },
    { code: 'const a = <img alt="Avatar" src={src} />', errors: [{ messageId: 'untranslated' }] },
  ],
})
