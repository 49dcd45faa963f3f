import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

/** Debian's Chromium, with the flags this workplace needs (no network chatter, no GPU). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

function storybookProject(locale: 'en' | 'ar'): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
    test: {
      name: `storybook-${locale}`,
      provide: { storyLocale: locale },
      setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
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
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      storybookProject('en'),
      storybookProject('ar'),
    ],
  },
})
