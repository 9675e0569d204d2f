// Locates a program or library the scripts need from Debian's packages (Chromium, nginx,
// jemalloc); installs the package with apt-get when it is missing and we may (root on Debian), as
// CI's fresh machine needs.
import fs from 'node:fs';
import { runOrThrow } from './process.mjs';

/**
 * The program's path: `process.env[variable]` when set (it must exist), else `defaultPath`,
 * installing `debianPackage` first when that is missing.
 */
export async function ensureDebianProgram({ name, defaultPath, debianPackage, variable }) {
  const wanted = process.env[variable] || defaultPath;
  if (fs.existsSync(wanted)) return wanted;
  if (process.env[variable]) throw new Error(`${variable}=${wanted} does not exist`);

  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `${name} not found at ${defaultPath}. Install it (Debian: apt-get install ${debianPackage}) or set ${variable}.`,
    );
  }
  console.log(
    `[cogniplay] ${name} not found at ${defaultPath}: installing Debian's ${debianPackage} package with apt-get`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await runOrThrow('apt-get', ['update', '-qq'], { env });
  await runOrThrow('apt-get', ['install', '-y', '-qq', debianPackage], { env });
  return defaultPath;
}
