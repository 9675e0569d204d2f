// A throw-away web build for tests: index.html with the run-time meta tags, the play page, a hashed asset,
// a plain public file and translations.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="cogniplay-oidc-authority" content="" />
    <meta name="cogniplay-oidc-client-id" content="" />
    <meta name="cogniplay-contact-email" content="" />
    <title>Cogniplay</title>
    <script type="module" src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

export const PLAY_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Cogniplay</title>
    <script type="module" src="/assets/play-Ef56Gh78.js"></script>
  </head>
  <body><div id="root" data-page="play"></div></body>
</html>
`;

export const ASSET_JS = `console.log(${JSON.stringify('cogniplay '.repeat(300))});\n`;

export interface WebBuild {
  dir: string;
  remove(): Promise<void>;
}

export async function createWebBuild(): Promise<WebBuild> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cogniplay-web-'));
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, 'locales/en'), { recursive: true });
  await mkdir(path.join(dir, 'locales/de-AT'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dir, 'play.html'), PLAY_HTML);
  await writeFile(path.join(dir, 'assets/index-Ab12Cd34.js'), ASSET_JS);
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dir, 'locales/en/common.json'), '{"signIn":"Sign in"}');
  await writeFile(path.join(dir, 'locales/de-AT/common.json'), '{"signIn":"Anmelden"}');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
