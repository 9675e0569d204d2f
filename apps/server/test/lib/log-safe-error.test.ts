import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import errorsPlugin from '../../src/plugins/errors.ts';
import { loggerOptionsInto } from '../log-capture.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await database.db.execute(sql`create table people (name text unique)`);
  await database.db.execute(sql`insert into people values ('Ada Lovelace')`);
});
afterAll(() => database.close());

async function failure(query: Promise<unknown>): Promise<Error> {
  try {
    await query;
  } catch (error) {
    return error as Error;
  }
  throw new Error('the query did not fail');
}

/** What the app's logger writes for `err`, through a route that fails like a handler would. */
async function logged(error: Error): Promise<string> {
  const lines: string[] = [];
  const app = Fastify({ logger: loggerOptionsInto(lines) });
  await app.register(errorsPlugin);
  app.get('/fails', () => {
    throw error;
  });
  await app.inject({ url: '/fails' });
  await app.close();
  return lines.join('');
}

describe('failed queries in the log', () => {
  it('keep the SQL and the error code, never the parameters', async () => {
    const error = await failure(
      database.db.execute(
        sql`select * from people where name = ${'Grace Hopper'} and 1 = ${'x'}::int`,
      ),
    );
    expect(error.message).toContain('Grace Hopper'); // what Drizzle itself says
    const output = await logged(error);
    expect(output).toContain('Failed query: select * from people where name = $1');
    expect(output).toContain('22P02');
    expect(output).not.toContain('Grace');
  });

  it('drop the values PostgreSQL repeats in its detail and messages', async () => {
    const error = await failure(
      database.db.execute(sql`insert into people values (${'Ada Lovelace'})`),
    );
    const output = await logged(error);
    expect(output).toContain('23505');
    expect(output).toContain('people_name_key');
    expect(output).not.toContain('Ada');
    expect(output).not.toContain('Lovelace');
  });
});
