import js from '@eslint/js'
import panda from '@pandacss/eslint-plugin'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Which workspace packages each one may import (folder name → allowed @sufra/* packages). Layers only
 * look down: core ← i18n ← theme ← ui ← widgets ← site; api-client is used by widgets and the site;
 * apps/api uses core, i18n and the contract's generated types; nothing imports from an app.
 */
export const allowedWorkspaceImports = {
  'packages/core': [],
  'packages/i18n': ['core'],
  'packages/theme': ['core', 'i18n'],
  'packages/ui': ['core', 'i18n', 'theme', 'styled-system'],
  'packages/api-client': ['core'],
  'packages/widgets': ['core', 'i18n', 'theme', 'styled-system', 'ui', 'api-client'],
  // The embed kit sits beside the site: partner pages get widgets through it; nothing imports it.
  'packages/embed': ['core', 'i18n', 'theme', 'styled-system', 'ui', 'widgets', 'api-client'],
  'apps/site': ['core', 'i18n', 'theme', 'styled-system', 'ui', 'widgets', 'api-client'],
  'apps/api': ['core', 'i18n', 'api-client'],
}
const workspacePackages = [
  'core',
  'i18n',
  'theme',
  'styled-system',
  'ui',
  'widgets',
  'api-client',
  'embed',
  'site',
  'api',
]

function dependencyDirection(folder, allowed) {
  const forbidden = workspacePackages.filter((name) => !allowed.includes(name))
  const patterns = forbidden.map((name) => ({
    group: [`@sufra/${name}`, `@sufra/${name}/*`],
    message: `${folder} may import only ${allowed.map((a) => `@sufra/${a}`).join(', ') || 'no workspace package'} (core ← i18n ← theme ← ui ← widgets ← site): move what both need down a layer.`,
  }))
  // Domain rules stay pure: no React (or any UI) in core.
  if (folder === 'packages/core') {
    patterns.push({
      group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
      message: 'packages/core is pure domain rules: no React.',
    })
  }
  return {
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  }
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
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
  ...Object.entries(allowedWorkspaceImports).map(([folder, allowed]) => dependencyDirection(folder, allowed)),
  prettier,
)
