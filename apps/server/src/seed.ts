// Demo data on an empty database: one admin, and one research institute with one researcher and
// its consent form, all signing in with config.demoPassword through the embedded provider.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import { hashPassword } from './idp/password.ts';
import { recordAudit } from './db/record-audit.ts';
import type { Db } from './db/client.ts';
import {
  consentForms,
  idpAccounts,
  researchers,
  researchInstitutes,
  users,
} from './db/schema/index.ts';

export interface DemoSignIn {
  role: 'admin' | 'researcher';
  email: string;
  password: string;
}

export const DEMO_INSTITUTE_NAME = 'Demo Research Institute';
export const DEMO_USERS = [
  { role: 'admin', email: 'admin@cogniplay.test', firstName: 'Ada', lastName: 'Admin' },
  {
    role: 'researcher',
    email: 'researcher@cogniplay.test',
    firstName: 'Rita',
    lastName: 'Researcher',
  },
] as const;

/**
 * The demo institute's consent form, in English and German: its sessions need consent (as every
 * new institute's), so a first participant can be given consent on this form and play.
 */
export const DEMO_CONSENT_FORMS = [
  {
    title: 'Parental consent: game-based assessment',
    version: '1.0',
    language: 'en',
    body:
      'I agree that my child takes part in the study and plays short games on a tablet at school. ' +
      'The answers are stored under a code, without my child’s name, and used for research only. ' +
      'I can withdraw this consent at any time without giving a reason; the data is then erased.',
  },
  {
    title: 'Einwilligung der Eltern: spielbasierte Erhebung',
    version: '1.0',
    language: 'de',
    body:
      'Ich bin einverstanden, dass mein Kind an der Studie teilnimmt und in der Schule kurze ' +
      'Spiele auf einem Tablet spielt. Die Antworten werden unter einem Code, ohne den Namen ' +
      'meines Kindes, gespeichert und nur für die Forschung verwendet. Ich kann diese ' +
      'Einwilligung jederzeit ohne Angabe von Gründen widerrufen; die Daten werden dann gelöscht.',
  },
] as const;

// Arbitrary constant key: instances starting together against one empty database seed once.
const SEED_LOCK_KEY = 727_002;
const SEED_AUDIT = { actorUserId: null, details: { source: 'demo-seed' } } as const;

/**
 * Seeds one admin and one research institute with one researcher when the database has no users
 * (and config.seedDemo is on). Returns the demo sign-ins to print whenever those accounts exist.
 */
export async function seedDemoData(db: Db, config: Config): Promise<DemoSignIn[]> {
  if (!config.seedDemo) return [];
  if (!(await hasNoUsers(db))) return demoSignIns(db, config);
  // Hashing (~100 ms) happens only on the first start.
  const [adminHash, researcherHash] = await Promise.all(
    DEMO_USERS.map(() => hashPassword(config.demoPassword)),
  );

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await hasNoUsers(tx))) return;

    const [admin, researcher] = DEMO_USERS;
    const [adminUser] = await tx
      .insert(users)
      .values({ email: admin.email, firstName: admin.firstName, lastName: admin.lastName })
      .returning({ id: users.id });
    const [researcherUser] = await tx
      .insert(users)
      .values({
        email: researcher.email,
        firstName: researcher.firstName,
        lastName: researcher.lastName,
      })
      .returning({ id: users.id });
    const [institute] = await tx
      .insert(researchInstitutes)
      .values({ name: DEMO_INSTITUTE_NAME })
      .returning({ id: researchInstitutes.id });
    if (!adminUser || !researcherUser || !institute)
      throw new Error('demo seed: insert returned no row');

    await tx.insert(idpAccounts).values([
      { userId: adminUser.id, passwordHash: adminHash, roles: [admin.role] },
      { userId: researcherUser.id, passwordHash: researcherHash, roles: [researcher.role] },
    ]);
    const [researcherRow] = await tx
      .insert(researchers)
      .values({
        userId: researcherUser.id,
        researchInstituteId: institute.id,
        acceptedAt: new Date(),
      })
      .returning({ id: researchers.id });

    const forms = await tx
      .insert(consentForms)
      .values(DEMO_CONSENT_FORMS.map((form) => ({ ...form, researchInstituteId: institute.id })))
      .returning({ id: consentForms.id });

    const audit = (action: string, entityType: string, entityId: number | undefined) =>
      recordAudit(tx, { ...SEED_AUDIT, action, entityType, entityId: entityId ?? null });
    await audit('user.created', 'user', adminUser.id);
    await audit('user.created', 'user', researcherUser.id);
    await audit('research_institute.created', 'research_institute', institute.id);
    await audit('researcher.created', 'researcher', researcherRow?.id);
    for (const form of forms) await audit('consent_form.created', 'consent_form', form.id);
  });

  return demoSignIns(db, config);
}

async function hasNoUsers(db: Db): Promise<boolean> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  return !anyUser;
}

/** The demo sign-ins whose accounts exist (also on later starts, after the first seed). */
async function demoSignIns(db: Db, config: Config): Promise<DemoSignIn[]> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(idpAccounts, eq(idpAccounts.userId, users.id))
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((user) => user.email),
      ),
    );
  const emails = new Set(existing.map((row) => row.email));
  return DEMO_USERS.filter((user) => emails.has(user.email)).map(({ role, email }) => ({
    role,
    email,
    password: config.demoPassword,
  }));
}
