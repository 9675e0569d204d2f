// Locates the Chromium the browser tests use; installs Debian's package when missing and we may.
import fs from 'node:fs';
import { runOrThrow } from './process.mjs';

const defaultPath = '/usr/bin/chromium';

/** Returns the Chromium executable path, installing it with apt-get when allowed. */
export async function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH || defaultPath;
  if (fs.existsSync(wanted)) return wanted;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${wanted} does not exist`);

  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Chromium not found at ${defaultPath}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log(
    `[cogniplay] Chromium not found at ${defaultPath}: installing Debian's chromium package with apt-get`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await runOrThrow('apt-get', ['update', '-qq'], { env });
  await runOrThrow('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
  return defaultPath;
}
