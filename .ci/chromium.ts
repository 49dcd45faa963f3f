/**
 * Debian's Chromium for every browser test (Storybook tests and the site's e2e tests), with the
 * flags this workplace needs: no sandbox as root, no GPU, and no background network chatter.
 */
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
