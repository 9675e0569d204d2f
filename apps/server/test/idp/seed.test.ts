import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import {
  consentForms,
  idpAccounts,
  researchers,
  researchInstitutes,
  users,
} from '../../src/db/schema/index.ts';
import { seedDemoData } from '../../src/seed.ts';
import { verifyPassword } from '../../src/idp/password.ts';
import { openTestDatabase } from './support.ts';

const config = loadConfig({ NODE_ENV: 'test', DEMO_PASSWORD: 'demo-password-1' });

let database: Database;
let dispose: () => Promise<void>;

beforeEach(async () => {
  ({ database, dispose } = await openTestDatabase());
});

afterEach(async () => {
  await dispose();
});

async function rows(
  table: typeof users | typeof researchInstitutes | typeof researchers | typeof idpAccounts,
) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n;
}

describe('seedDemoData', () => {
  it('creates the admin, the institute and its researcher on an empty database', async () => {
    const signIns = await seedDemoData(database.db, config);
    expect(signIns).toEqual([
      { role: 'admin', email: 'admin@cogniplay.test', password: 'demo-password-1' },
      { role: 'researcher', email: 'researcher@cogniplay.test', password: 'demo-password-1' },
    ]);
    const accounts = await database.db
      .select({
        email: users.email,
        firstName: users.firstName,
        roles: idpAccounts.roles,
        hash: idpAccounts.passwordHash,
      })
      .from(idpAccounts)
      .innerJoin(users, eq(users.id, idpAccounts.userId))
      .orderBy(users.email);
    expect(accounts.map(({ email, firstName, roles }) => ({ email, firstName, roles }))).toEqual([
      { email: 'admin@cogniplay.test', firstName: 'Ada', roles: ['admin'] },
      { email: 'researcher@cogniplay.test', firstName: 'Rita', roles: ['researcher'] },
    ]);
    for (const { hash } of accounts)
      expect(await verifyPassword('demo-password-1', hash ?? '')).toBe(true);
    const [institute] = await database.db.select().from(researchInstitutes);
    expect(institute?.name).toBe('Demo Research Institute');
    expect(await rows(researchers)).toBe(1);
    // Its sessions need consent, and its consent form is there to give it on.
    expect(institute?.sessionsNeedConsent).toBe(true);
    const forms = await database.db.select().from(consentForms);
    expect(forms.map((form) => [form.researchInstituteId, form.language, form.version])).toEqual([
      [institute?.id, 'en', '1.0'],
      [institute?.id, 'de', '1.0'],
    ]);
  });

  it('is idempotent and still reports the demo sign-ins on later starts', async () => {
    const first = await seedDemoData(database.db, config);
    const second = await seedDemoData(database.db, config);
    expect(second).toEqual(first);
    expect(await rows(users)).toBe(2);
    expect(await rows(researchInstitutes)).toBe(1);
  });

  it('leaves a database with users alone and reports nothing', async () => {
    await database.db.insert(users).values({ email: 'someone@example.org' });
    expect(await seedDemoData(database.db, config)).toEqual([]);
    expect(await rows(users)).toBe(1);
  });

  it('does nothing when SEED_DEMO is off', async () => {
    const off = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' });
    expect(await seedDemoData(database.db, off)).toEqual([]);
    expect(await rows(users)).toBe(0);
  });
});
