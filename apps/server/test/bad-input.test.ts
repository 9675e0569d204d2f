// Bad input never answers 5xx and changes nothing, on every /api route: unsafe text (NUL, lone
// surrogates) in params, query, JSON keys and values and upload files; ids that are not plain
// decimal integers; `__proto__` keys; malformed multipart. The routes come from the OpenAPI
// document, so a new route is covered without touching this file.
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { PROTOTYPE_KEY_DETAIL } from '../src/lib/json-body-parser.ts';
import { multipart, ruleFindingInstance } from './modules/games/support.ts';
import {
  organisationsFixture,
  type OrganisationsFixture,
} from './modules/organisations-fixture.ts';

interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/schools/{id}`. */
  path: string;
  pathParams: string[];
  queryParams: Array<{ name: string; schema: { pattern?: string } }>;
  jsonBody: boolean;
  multipartBody: boolean;
}

/** The parts of an OpenAPI operation read here. */
interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema: { pattern?: string } }>;
  requestBody?: { content?: Record<string, unknown> };
}

let f: OrganisationsFixture;
let operations: Operation[];
const tables: PgTable[] = [
  schema.auditLog,
  schema.participants,
  schema.researchInstitutes,
  schema.gameInstances,
  schema.schools,
  schema.schoolStaff,
  schema.users,
];
let before: number[];

const countRows = () => Promise.all(tables.map((table) => f.count(table)));

beforeAll(async () => {
  f = await organisationsFixture();
  const document = (await f.t.app.inject({ url: '/api/openapi.json' })).json();
  operations = Object.entries(
    document.paths as Record<string, Record<string, OpenApiOperation>>,
  ).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query'),
        jsonBody: 'application/json' in content,
        // The uploads document their multipart body in prose (games/shared/instance-routes.ts).
        multipartBody: path.endsWith('/bulk-upload'),
      };
    }),
  );
  // The admin's first request records the user; everything after must change nothing.
  expect((await f.get('/api/users/me/profile')).statusCode).toBe(200);
  before = await countRows();
});
afterAll(async () => {
  // Nothing any case sent was stored.
  expect(await countRows()).toEqual(before);
  await f.t.close();
});

/** A well-formed value of each path parameter: an id, or a play link's or ticket's token. */
const validParam = (name: string) => (name === 'token' || name === 'ticket' ? 'A'.repeat(43) : '1');

const urlOf = (op: Operation, params: Record<string, string> = {}) =>
  op.path.replace(/\{(\w+)\}/g, (_all, name: string) => params[name] ?? validParam(name));

async function send(op: Operation, url: string, body?: { payload: string | Buffer; type: string }) {
  return f.t.app.inject({
    method: op.method as 'GET',
    url,
    headers: {
      ...(await f.headers('admin')),
      ...(body ? { 'content-type': body.type } : {}),
    },
    ...(body ? { payload: body.payload } : {}),
  });
}

const paths = (answer: { json: () => { errors?: Array<{ path: string }> } }) =>
  answer.json().errors?.map((e) => e.path);

it('finds the routes to check', () => {
  expect(operations.length).toBeGreaterThan(20);
  expect(operations.filter((op) => op.pathParams.length > 0).length).toBeGreaterThan(5);
  expect(operations.filter((op) => op.jsonBody).length).toBeGreaterThan(5);
  expect(operations.filter((op) => op.multipartBody).length).toBe(2);
});

describe('unsafe text in a query parameter', () => {
  it.each([
    ['a NUL', 'a%00b', 'Must not contain a NUL character (U+0000)'],
    ['a NUL in the name', 'x', 'The key must not contain a NUL character (U+0000)'],
  ])('%s answers 400 naming it on every route', async (_case, value, message) => {
    for (const op of operations) {
      const name = value === 'x' ? 'q%00' : 'q';
      const answer = await send(op, `${urlOf(op)}?${name}=${value}`);
      expect(answer.statusCode, `${op.method} ${op.path}`).toBe(400);
      expect(answer.json().errors, `${op.method} ${op.path}`).toEqual([
        { path: value === 'x' ? '/querystring/q\u0000' : '/querystring/q', message },
      ]);
    }
  });
});

describe('ids in paths and queries', () => {
  const notIds = ['0x1', '1e2', '%201', '+1', '01', '1.0', '-1', '0', '2147483648', 'a%00'];

  it.each(notIds)('%s answers 400 naming the parameter on every route', async (bad) => {
    for (const op of operations) {
      for (const name of op.pathParams) {
        const answer = await send(op, urlOf(op, { [name]: bad }));
        expect(answer.statusCode, `${op.method} ${op.path} ${name}=${bad}`).toBe(400);
        expect(paths(answer), `${op.method} ${op.path}`).toEqual([`/params/${name}`]);
      }
      for (const param of op.queryParams.filter((p) => p.schema.pattern === '^[1-9][0-9]*$')) {
        const answer = await send(op, `${urlOf(op)}?${param.name}=${bad}`);
        expect(answer.statusCode, `${op.method} ${op.path} ?${param.name}=${bad}`).toBe(400);
        expect(paths(answer), `${op.method} ${op.path}`).toEqual([`/querystring/${param.name}`]);
      }
    }
  });

  it('covers the query ids too (GET /api/researchers?instituteId=)', () => {
    const researchers = operations.find(
      (op) => op.path === '/api/researchers' && op.method === 'GET',
    );
    expect(researchers?.queryParams.map((p) => p.schema.pattern)).toContain('^[1-9][0-9]*$');
  });

  it('still finds a record by its plain id', async () => {
    expect((await f.get(`/api/schools/${f.schoolA}`)).statusCode).toBe(200);
  });
});

describe('JSON bodies', () => {
  it.each([
    [
      'a NUL in a value',
      '{"k":"a\\u0000b"}',
      '/body/k',
      'Must not contain a NUL character (U+0000)',
    ],
    [
      'a lone surrogate in a value',
      '{"k":["\\ud800"]}',
      '/body/k/0',
      'Must not contain a lone UTF-16 surrogate',
    ],
    [
      'a NUL in a key',
      '{"a":{"k\\u0000":1}}',
      '/body/a/k\u0000',
      'The key must not contain a NUL character (U+0000)',
    ],
    [
      'a lone surrogate in a key',
      '{"\\udc00":1}',
      '/body/\udc00',
      'The key must not contain a lone UTF-16 surrogate',
    ],
  ])('%s answers 400 naming it on every JSON route', async (_case, payload, path, message) => {
    for (const op of operations.filter((o) => o.jsonBody)) {
      const answer = await send(op, urlOf(op), { payload, type: 'application/json' });
      expect(answer.statusCode, `${op.method} ${op.path}`).toBe(400);
      expect(answer.json().errors, `${op.method} ${op.path}`).toEqual([{ path, message }]);
    }
  });

  it.each([
    ['__proto__', '{"a":{"__proto__":{"polluted":true}}}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"polluted":true}}}'],
  ])('a %s key answers 400 saying so on every JSON route', async (_case, payload) => {
    for (const op of operations.filter((o) => o.jsonBody)) {
      const answer = await send(op, urlOf(op), { payload, type: 'application/json' });
      expect(answer.statusCode, `${op.method} ${op.path}`).toBe(400);
      expect(answer.json().detail).toBe(PROTOTYPE_KEY_DETAIL);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the named text fields', () => {
  const nul = 'a\u0000b';
  const lone = 'a\ud800b';
  it.each<[string, () => [string, unknown], string]>([
    ['institute name', () => ['/api/research-institutes', { name: nul }], '/body/name'],
    [
      'school name',
      () => ['/api/schools', { name: lone, managingInstituteId: f.instituteA }],
      '/body/name',
    ],
    ['participant subject ID', () => ['/api/participants', { subjectId: nul }], '/body/subjectId'],
    [
      'rule-finding label',
      () => ['/api/games/rule-finding/instances', ruleFindingInstance(1, { label: lone })],
      '/body/label',
    ],
    [
      'hand-gesture taskData value',
      () => ['/api/games/hand-gesture/instances', { taskData: { a: { b: nul } } }],
      '/body/taskData/a/b',
    ],
    [
      'hand-gesture taskData key',
      () => ['/api/games/hand-gesture/instances', { taskData: { [lone]: 1 } }],
      `/body/taskData/${lone}`,
    ],
  ])('%s: 400 naming the field', async (_name, request, path) => {
    const [url, body] = request();
    const answer = await f.post(url, body);
    expect(answer.statusCode).toBe(400);
    expect(paths(answer)).toEqual([path]);
  });
});

describe('uploads', () => {
  const uploadOps = () => operations.filter((op) => op.multipartBody);
  const upload = (op: Operation, fileName: string, content: string | Buffer) => {
    const body = multipart(fileName, content);
    return send(op, urlOf(op), { payload: body.payload, type: body.headers['content-type']! });
  };

  it.each([
    [
      'a NUL in a value',
      '{"exercises":[{"name":"a","instances":[{"x":"\\u0000"}]}]}',
      '/exercises/0/instances/0/x',
    ],
    [
      'a lone surrogate in an exercise name',
      '{"exercises":[{"name":"\\ud800","instances":[{}]}]}',
      '/exercises/0/name',
    ],
    ['a NUL in a key', '[{"taskData":{"\\u0000":1}}]', '/0/taskData/\u0000'],
  ])('%s in the file answers 400 at its pointer', async (_case, content, path) => {
    for (const op of uploadOps()) {
      const answer = await upload(op, 'set.json', content);
      expect(answer.statusCode, op.path).toBe(400);
      expect(paths(answer), op.path).toEqual([path]);
    }
  });

  it.each([
    ['a NUL', 'set\u0000.json'],
    ['a tab (the exercise name it gives is a name)', 'set\tone.json'],
  ])('%s in the file name answers 400 naming it', async (_case, fileName) => {
    for (const op of uploadOps()) {
      const answer = await upload(op, fileName, '{}');
      expect(answer.statusCode, op.path).toBe(400);
      expect(paths(answer), op.path).toEqual(['/body/file/filename']);
    }
  });

  it('a name not ending in .json answers 415 before the content is read', async () => {
    for (const op of uploadOps()) {
      const answer = await upload(op, 'set.txt', 'not json at all');
      expect(answer.statusCode, op.path).toBe(415);
      expect(answer.json().detail).toBe("Only .json files are accepted; 'set.txt' is not one.");
    }
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'whatever'],
    [
      'truncated in the file',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.json"\r\n\r\n{"task',
    ],
    ['truncated in the headers', 'multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disp'],
    ['empty', 'multipart/form-data; boundary=XYZ', ''],
  ])('malformed multipart (%s) answers 400', async (_case, type, payload) => {
    for (const op of uploadOps()) {
      const answer = await send(op, urlOf(op), { payload, type });
      expect(answer.statusCode, op.path).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });
});

it('a URL whose percent-encoding is not UTF-8 answers a 400 problem', async () => {
  const answer = await f.get('/api/schools/%ED%A0%80');
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toMatchObject({ status: 400, title: 'Bad Request' });
});
