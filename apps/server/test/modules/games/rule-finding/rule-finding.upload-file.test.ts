// The shape of a rule-finding upload file, checked by the worker step alone (validateUploadFile,
// then the file's problems as the upload answers them): no app, no multipart, no worker thread.
// rule-finding.upload.test.ts keeps the requests that show the route answers these problems.
import { describe, expect, it } from 'vitest';
import type { Problem } from '@cogniplay/contract';
import { HttpProblem } from '../../../../src/lib/http-problem.ts';
import { UploadProblems } from '../../../../src/modules/games/shared/upload-problems.ts';
import { validateUploadFile } from '../../../../src/modules/games/shared/upload-worker.ts';
import { deepRuleInstanceJson, prototypeIsClean, ruleFindingInstance } from '../support.ts';

/**
 * The problem the upload of `content` as `<baseName>.json` answers before it looks at the
 * database (the file's own problems, as the service throws them), or null when there is none.
 */
function refusal(baseName: string, content: unknown): Problem | null {
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  const result = validateUploadFile({
    game: 'rule-finding',
    baseName,
    content: Buffer.from(text),
    maxInstances: 10_000,
  });
  if (!result.ok) return result.problem;
  try {
    UploadProblems.restore(result.problems).throwIfAny();
  } catch (error) {
    if (error instanceof HttpProblem) return error.toProblem();
    throw error;
  }
  return null;
}

describe('the file as a whole', () => {
  it('passes a valid file of each form', () => {
    expect(refusal('x', ruleFindingInstance(1))).toBeNull();
    expect(refusal('x', [ruleFindingInstance(1), ruleFindingInstance(2)])).toBeNull();
    expect(
      refusal('x', { exercises: [{ name: 'A', instances: [ruleFindingInstance(1)] }] }),
    ).toBeNull();
  });

  it('refuses broken JSON, saying where', () => {
    const broken = refusal('x', '[\n  {"itemData": }\n]');
    expect(broken?.status).toBe(400);
    expect(broken?.detail).toMatch(/^The file is not valid JSON: Unexpected token '}'/);
    expect(refusal('x', '[\n  {"itemData": {}}')?.detail).toBe(
      "The file is not valid JSON: Expected ',' or ']' after array element at line 2, column 19.",
    );
  });

  it('refuses an empty file', () => {
    expect(refusal('x', '  \n')).toMatchObject({ status: 400, detail: 'The file is empty.' });
  });

  it.each([
    ['an empty array', '[]', 'The file holds an empty array: no instances.'],
    [
      'a string',
      '"instances"',
      'The file must hold an instance, an array of instances or {"exercises": [...]}.',
    ],
  ])('refuses %s', (_name, content, message) => {
    const problem = refusal('x', content);
    expect(problem?.status).toBe(400);
    expect(problem?.errors).toEqual([{ path: '', message }]);
  });
});

describe('named exercises', () => {
  it.each([
    [
      'duplicate exercise names',
      {
        exercises: [
          { name: 'A', instances: [ruleFindingInstance(1)] },
          { name: 'A', instances: [ruleFindingInstance(2)] },
        ],
      },
      '/exercises/1/name',
    ],
    [
      'an exercise without instances',
      { exercises: [{ name: 'A', instances: [] }] },
      '/exercises/0/instances',
    ],
    [
      'an exercise without a name',
      { exercises: [{ instances: [ruleFindingInstance(1)] }] },
      '/exercises/0/name',
    ],
    [
      'an unknown key next to exercises',
      { exercises: [{ name: 'A', instances: [ruleFindingInstance(1)] }], extra: 1 },
      '',
    ],
  ])('refuses %s with its path', (_name, file, path) => {
    const problem = refusal('x', file);
    expect(problem?.status).toBe(400);
    expect(problem?.errors?.map((e) => e.path)).toContain(path);
  });
});

describe('the instances', () => {
  it('lists every problem, at most 50, with the total in the detail', () => {
    const instances = Array.from({ length: 60 }, (_, n) => {
      const instance = ruleFindingInstance(n);
      instance.itemData.rule.value = 'yes';
      return instance;
    });
    const problem = refusal('many', instances);
    expect(problem?.status).toBe(400);
    expect(problem?.detail).toBe(
      'The file has 60 problems; the first 50 are listed. Nothing was stored.',
    );
    expect(problem?.errors).toHaveLength(50);
    expect(problem?.errors?.[49]).toEqual({
      path: '/49/itemData/rule/value',
      message: expect.stringMatching(/^Exercise "many", instance 50: /),
    });
  });

  it.each([50, 10_000])('refuses a %i-level-deep rule', (levels) => {
    const problem = refusal('deep', `[${deepRuleInstanceJson(levels)}]`);
    expect(problem?.status).toBe(400);
    expect(problem?.errors).toEqual([
      {
        path: '/0/itemData/rule',
        message: 'Exercise "deep", instance 1: The rule tree is nested deeper than 32 levels',
      },
    ]);
  });

  it('reports __proto__ keys as unknown without touching any prototype', () => {
    const content = `[{"__proto__":{"polluted":true},${JSON.stringify(ruleFindingInstance(1)).slice(1)}]`;
    const problem = refusal('x', content);
    expect(problem?.status).toBe(400);
    expect(problem?.errors?.[0]?.path).toBe('/0');
    expect(prototypeIsClean()).toBe(true);
  });
});
