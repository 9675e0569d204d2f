import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { webBuildIsCurrent, webFingerprint, writeWebBuildStamp } from './web-build.mjs';

let root;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cogniplay-web-build-'));
  write('apps/web/src/main.tsx', 'main');
  write('apps/web/index.html', '<html>');
  write('packages/contract/src/index.ts', 'export {}');
  write('package-lock.json', '{}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(relative, content) {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.writeFileSync(path.join(root, relative), content);
}

function build() {
  write('apps/web/dist/index.html', '<html>built');
  writeWebBuildStamp(root);
}

test('without a build there is nothing current', () => {
  assert.equal(webBuildIsCurrent(root), false);
});

test('a stamped build is current until a source changes', () => {
  build();
  assert.equal(webBuildIsCurrent(root), true);
  write('apps/web/src/main.tsx', 'main, edited');
  assert.equal(webBuildIsCurrent(root), false);
});

test('a new file, a contract change and a lockfile change each make the build stale', () => {
  for (const change of [
    'apps/web/src/new-page.tsx',
    'packages/contract/src/index.ts',
    'package-lock.json',
  ]) {
    build();
    write(change, `changed ${change}`);
    assert.equal(webBuildIsCurrent(root), false, change);
  }
});

test('a touched file counts as changed even with the same size', () => {
  build();
  const file = path.join(root, 'apps/web/index.html');
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(file, later, later);
  assert.equal(webBuildIsCurrent(root), false);
});

test('files outside the inputs do not affect the fingerprint', () => {
  const before = webFingerprint(root);
  write('apps/server/src/server.ts', 'server');
  write('README.md', 'docs');
  assert.equal(webFingerprint(root), before);
});

test('a missing index.html means no build, whatever the stamp says', () => {
  build();
  fs.rmSync(path.join(root, 'apps/web/dist/index.html'));
  assert.equal(webBuildIsCurrent(root), false);
});
