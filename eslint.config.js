import js from '@eslint/js'
import panda from '@pandacss/eslint-plugin'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'packages/styled-system/**',
      '.data/**',
      '**/*.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // RTL is done with logical properties: Panda's rule forbids margin-left and friends.
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { '@pandacss': panda },
    settings: { '@pandacss/configPath': './panda.config.ts' },
    rules: {
      '@pandacss/no-physical-properties': 'error',
      '@pandacss/no-dynamic-styling': 'warn',
      '@pandacss/no-invalid-token-paths': 'error',
      '@pandacss/no-property-renaming': 'error',
    },
  },
  prettier,
)
