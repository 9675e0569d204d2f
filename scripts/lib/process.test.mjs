import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runHeldBack, runSideBySide } from './process.mjs';

const shell = (name, script) => ({ name, command: 'sh', args: ['-c', script] });

/** Collects what runSideBySide prints. */
function printed() {
  const chunks = [];
  return { write: (chunk) => chunks.push(String(chunk)), text: () => chunks.join('') };
}

test('runs the commands at the same time and waits for all of them', async () => {
  const started = performance.now();
  const out = printed();
  await runSideBySide([shell('a', 'sleep 1; echo from a'), shell('b', 'sleep 1')], { out });
  const seconds = (performance.now() - started) / 1000;
  assert.ok(seconds >= 1 && seconds < 1.9, `took ${seconds} s`);
  assert.match(out.text(), /· a \(1\.\d s, exit code 0\)\nfrom a\n/);
});

test('names every command that failed, after the others have ended', async () => {
  const started = performance.now();
  await assert.rejects(
    runSideBySide([shell('fast', 'exit 2'), shell('slow', 'sleep 0.3'), shell('bad', 'exit 1')], {
      out: printed(),
    }),
    { message: 'failed: fast, bad' },
  );
  assert.ok(performance.now() - started >= 300);
});

test('a command run held back resolves with its status and time, also when it fails', async () => {
  const out = printed();
  const result = await runHeldBack(shell('bad', 'echo why; exit 3'), { out });
  assert.equal(result.name, 'bad');
  assert.equal(result.status, 3);
  assert.ok(result.seconds >= 0 && result.seconds < 5);
  assert.match(out.text(), /· bad \(\d+\.\d s, exit code 3\)\nwhy\n/);
});
