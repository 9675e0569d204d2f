// The Chromiums the scripts drive, from Debian's packages: the full browser for the page
// benchmarks (CHROMIUM_PATH), and the headless shell for the end-to-end suite
// (CHROMIUM_HEADLESS_SHELL_PATH).
import { ensureDebianProgram } from './debian-program.mjs';

export function ensureChromium() {
  return ensureDebianProgram({
    name: 'Chromium',
    defaultPath: '/usr/bin/chromium',
    debianPackage: 'chromium',
    variable: 'CHROMIUM_PATH',
  });
}

/**
 * Chromium's headless shell: the same Blink and V8 without the desktop browser around them,
 * which Playwright itself runs headless tests in. On a 2-core machine the suite's browsers need
 * about a third less processor time than in the full browser's headless mode.
 */
export function ensureHeadlessShell() {
  return ensureDebianProgram({
    name: "Chromium's headless shell",
    defaultPath: '/usr/bin/chromium-headless-shell',
    debianPackage: 'chromium-headless-shell',
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
  });
}
