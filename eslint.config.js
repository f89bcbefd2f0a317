import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import untranslatedText from './scripts/eslint/untranslatedText.js'

/** A lower layer must not import these folders of src (by alias or by a relative path). */
function layer(folder, forbidden, message, ignores = []) {
  return [
    {
      files: [`${folder}/**/*.{ts,tsx}`],
      ignores,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [{ group: forbidden.flatMap((name) => [`@/${name}/*`, `@/${name}`, `**/${name}/*`]), message }],
          },
        ],
      },
    },
  ]
}

/** The shared core of src/names, and the feature folders that build on it. */
const NAMES_CORE = ['api', 'contracts', 'core', 'hooks', 'ui']
const NAMES_FEATURES = [
  'auction',
  'badges',
  'cards',
  'offers',
  'offline',
  'portfolio',
  'reminders',
  'search',
  'socials',
  'stats',
  'transactions',
  'watchlist',
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Pages read data through hooks, never fetch or a wallet SDK directly.
    files: ['src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Pages read data through src/names or src/algod hooks.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'algosdk',
                '@perawallet/*',
                '@blockshake/*',
                '@walletconnect/*',
                'lute-connect',
                '@agoralabs-sh/*',
              ],
              message: 'Pages never call algosdk or a wallet SDK directly.',
            },
            { group: ['@/mocks/*'], message: 'Mock code stays out of pages.' },
          ],
        },
      ],
    },
  },
  // Dependencies point down: app composes pages; pages use names, wallet, ui and lib; names uses
  // wallet, algod, ui, lib and config. Nothing below app imports app or pages.
  ...layer('src/names', ['app', 'pages'], 'The name layer never imports the app shell or a page.'),
  // Inside names, features build on the shared core; the core never reaches up into a feature.
  ...NAMES_CORE.flatMap((core) =>
    layer(
      `src/names/${core}`,
      ['app', 'pages', ...NAMES_FEATURES],
      'The names core (api, contracts, core, hooks, ui) never imports a feature folder of names or the app.',
      ['**/*.test.{ts,tsx}'],
    ),
  ),
  // A feature builds on the core alone: what two features share moves to the core, and a page composes features.
  ...NAMES_FEATURES.flatMap((feature) =>
    layer(
      `src/names/${feature}`,
      ['app', 'pages', ...NAMES_FEATURES.filter((other) => other !== feature)],
      'A feature folder of names imports only the names core (api, contracts, core, hooks, ui) and the layers below; a page composes features.',
      ['**/*.test.{ts,tsx}'],
    ),
  ),
  ...layer('src/wallet', ['app', 'pages', 'names'], 'The wallet manager knows nothing about names or pages.'),
  ...layer(
    'src/algod',
    ['app', 'pages', 'names', 'wallet', 'ui'],
    'algod is a client: it imports only config and lib.',
  ),
  ...layer('src/ui', ['app', 'pages', 'names', 'wallet', 'algod'], 'Generic UI knows nothing about names or wallets.'),
  ...layer('src/lib', ['app', 'pages', 'names', 'wallet', 'algod', 'ui'], 'lib holds small pure helpers.'),
  ...layer('src/config', ['app', 'pages', 'names', 'wallet', 'algod', 'ui'], 'config is the bottom layer.'),
  {
    // Every word a person reads goes through the catalogue (src/lib/i18n). Test-only screens are exempt.
    files: ['src/**/*.tsx'],
    // In this order: a later pattern wins, so a translated folder's tests stay exempt.
    ignores: ['**/*.test.tsx', 'src/mocks/**', 'src/app/dev/**', 'src/testing/**'],
    plugins: { local: { rules: { 'untranslated-text': untranslatedText } } },
    rules: { 'local/untranslated-text': 'error' },
  },
  {
    files: ['scripts/**', 'test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // A function over 100 lines does several things: split it. Tests are left out (a describe holds its cases).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs,js}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
  },
)
