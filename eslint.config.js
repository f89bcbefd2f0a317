import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
    // Pages read data through hooks, never fetch or a wallet SDK directly (ARCHITECTURE.md).
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
  {
    // The wallet manager knows nothing about names.
    files: ['src/wallet/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/names/*', '@/pages/*'], message: 'The wallet manager knows nothing about names.' }] },
      ],
    },
  },
  {
    files: ['scripts/**', 'test/**'],
    rules: { 'no-console': 'off' },
  },
)
