// How the suite launches Debian's Chromium headless shell (playwright.config.ts), the build
// Playwright itself runs headless tests in: the full browser's headless mode costs about a third
// more processor time. A spec that needs more flags (a fake camera) extends these.
import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
} satisfies LaunchOptions;
