// The Chromium the browser tests and page benchmarks drive (CHROMIUM_PATH or Debian's package).
import { ensureDebianProgram } from './debian-program.mjs';

export function ensureChromium() {
  return ensureDebianProgram({
    name: 'Chromium',
    defaultPath: '/usr/bin/chromium',
    debianPackage: 'chromium',
    variable: 'CHROMIUM_PATH',
  });
}
