import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { JEMALLOC_DEFAULT_PATH, findJemalloc, withJemalloc } from './jemalloc.mjs';
import { pinnedNode } from './paths.mjs';

const only = (path) => (candidate) => candidate === path;

test('JEMALLOC_PATH, else Debian’s library, when the file is there', () => {
  assert.equal(findJemalloc({}, only(JEMALLOC_DEFAULT_PATH)), JEMALLOC_DEFAULT_PATH);
  assert.equal(findJemalloc({ JEMALLOC_PATH: '/opt/je.so' }, only('/opt/je.so')), '/opt/je.so');
  assert.equal(findJemalloc({ JEMALLOC_PATH: '/opt/je.so' }, only(JEMALLOC_DEFAULT_PATH)), null);
  assert.equal(
    findJemalloc({}, () => false),
    null,
  );
});

test('the library is preloaded unless the operator set LD_PRELOAD, even empty', () => {
  assert.deepEqual(withJemalloc({ PORT: '1' }, '/je.so'), { PORT: '1', LD_PRELOAD: '/je.so' });
  assert.deepEqual(withJemalloc({ LD_PRELOAD: '/other.so' }, '/je.so'), {
    LD_PRELOAD: '/other.so',
  });
  assert.deepEqual(withJemalloc({ LD_PRELOAD: '' }, '/je.so'), { LD_PRELOAD: '' });
  assert.deepEqual(withJemalloc({ PORT: '1' }, null), { PORT: '1' });
});

const library = findJemalloc();
test(
  'the pinned Node runs with the preloaded library mapped',
  { skip: library ? false : 'no jemalloc on this machine' },
  () => {
    const { LD_PRELOAD: _preload, ...env } = process.env;
    const maps = execFileSync(
      pinnedNode,
      ['-e', 'process.stdout.write(require("fs").readFileSync("/proc/self/maps", "utf8"))'],
      { env: withJemalloc(env, library), encoding: 'utf8' },
    );
    assert.match(maps, /libjemalloc/);
  },
);
