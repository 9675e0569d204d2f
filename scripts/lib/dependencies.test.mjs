import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { installReason } from './dependencies.mjs';

let root;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cogniplay-install-'));
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function setMtime(relative, secondsAgo) {
  const time = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(path.join(root, relative), time, time);
}

function install() {
  fs.mkdirSync(path.join(root, 'node_modules'), { recursive: true });
  fs.writeFileSync(path.join(root, 'node_modules/.package-lock.json'), '{}');
}

test('a fresh clone needs an install', () => {
  assert.equal(installReason(root), 'node_modules is missing');
});

test("node_modules without npm's hidden lockfile needs an install", () => {
  fs.mkdirSync(path.join(root, 'node_modules'));
  assert.equal(installReason(root), 'node_modules is missing');
});

test('an install newer than package-lock.json is current', () => {
  install();
  setMtime('package-lock.json', 60);
  assert.equal(installReason(root), null);
});

test('a package-lock.json changed after the install needs an install', () => {
  install();
  setMtime('node_modules/.package-lock.json', 60);
  assert.equal(installReason(root), 'package-lock.json changed since the last install');
});
