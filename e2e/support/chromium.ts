// How the suite launches Debian's Chromium (playwright.config.ts); a spec that needs more flags
// (a fake camera) extends these.
import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
} satisfies LaunchOptions;
