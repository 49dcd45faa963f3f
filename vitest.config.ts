import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { chromiumLaunchOptions } from './.ci/chromium'

const root = path.dirname(fileURLToPath(import.meta.url))

function storybookProject(locale: 'en' | 'ar'): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
    // Scan every story up front so a cold cache (CI) does not re-optimise dependencies mid-run,
    // which reloads the page under a running test.
    optimizeDeps: {
      entries: ['.storybook/preview.tsx', 'packages/*/src/**/*.stories.tsx', 'apps/*/src/**/*.stories.tsx'],
      // Deep imports of a lazily loaded module (the password rule's word lists): a cache made before
      // they were imported would otherwise find them mid-run and reload the page under a test.
      include: [
        '@sufra/core > @zxcvbn-ts/language-en/dist/commonWords.json.esm.js',
        '@sufra/core > @zxcvbn-ts/language-en/dist/firstnames.json.esm.js',
      ],
    },
    test: {
      name: `storybook-${locale}`,
      provide: { storyLocale: locale },
      setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
      // A story's play test waits for states, each up to 15 s; a long story (the avatar menu's eight
      // steps) needs more than Vitest's 15 s in all when the machine is busy, without being any slower idle.
      testTimeout: 60_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }
}

export default defineConfig({
  // Separate caches let several test runs share the tree (e.g. VITE_CACHE_DIR=/tmp/vite-a).
  cacheDir: process.env.VITE_CACHE_DIR,
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Vitest's 5 s per test is wall-clock: a database test's first statements, or a file's first
          // test paying for its imports, took longer while the machine ran another suite beside it.
          testTimeout: 30_000,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'tests/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // The built site in real Chromium: routing, language, direction, the shell.
        test: {
          name: 'e2e',
          include: ['apps/*/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['apps/site/e2e/global-setup.ts'],
          // Pages are rendered on the server now: on two busy cores a test that visits several
          // of them needs more than 30 s in all, while each wait inside it is for what a person sees.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The packed @sufra packages installed offline in an app outside the workspace and built
        // with Vite (needs `pnpm build:packages` first).
        test: {
          name: 'packages',
          include: ['tests/**/*.pack.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      storybookProject('en'),
      storybookProject('ar'),
    ],
  },
})
