// Builds the real app for `app.inject` on a fresh database: in-memory PGlite, or a new
// PostgreSQL database per app when TEST_DATABASE_URL is set (dropped again on close). Both start
// from the run's migrated template (test/global-setup.ts).
// `tokenFor` mints access tokens shaped like the embedded provider's, signed with its stored keys.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { importJWK, SignJWT, type JWK, type JWTHeaderParameters } from 'jose';
import pg from 'pg';
import type { Role } from '@cogniplay/contract';
import { createApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Db, openDatabase } from '../src/db/client.ts';
import { researchers, researchInstitutes, schools, users } from '../src/db/schema/index.ts';
import { loadSigningKeys } from '../src/idp/keys.ts';
import { POSTGRES_TEMPLATE_VARIABLE } from './global-setup.ts';
import { pgliteTestOptions } from './pglite-test-options.ts';

export interface TokenOptions {
  email?: string;
  /** Defaults to one subject per email, so the same person gets the same `sub`. */
  subject?: string;
  roles?: Role[];
  givenName?: string;
  familyName?: string;
  /** Seconds until expiry; negative for an expired token, null for a token without `exp`. */
  expiresIn?: number | null;
  /** Raw claims merged over the defaults; a value of undefined removes the claim. */
  claims?: Record<string, unknown>;
  /** Extra protected-header parameters. */
  header?: Partial<JWTHeaderParameters>;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: Db;
  tokenFor(options?: TokenOptions): Promise<string>;
  /** `{ authorization: 'Bearer ...' }` for inject. */
  authHeader(options?: TokenOptions): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment overrides (see src/config.ts). */
  env?: Record<string, string>;
  /** Extra routes for a test, registered before the app is ready. */
  routes?: (app: FastifyInstance) => void;
  /** The app's logger (off by default; see log-capture.ts to read what it writes). */
  logger?: FastifyServerOptions['logger'];
}

/** A path that never exists: by default tests run without a web build. */
const NO_WEB_BUILD = path.join(os.tmpdir(), 'cogniplay-test-no-web-build');

/**
 * A new database on the PostgreSQL server of `baseUrl`, copied from the run's migrated template
 * (or empty with `{ empty: true }`, for a test of what happens to an empty one); `drop` removes it.
 */
export async function freshPostgresDatabase(
  baseUrl: string,
  prefix = 'cogniplay_test',
  { empty = false }: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const template = empty ? undefined : process.env[POSTGRES_TEMPLATE_VARIABLE];
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const postgres = process.env.TEST_DATABASE_URL
    ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    WEB_DIST_DIR: NO_WEB_BUILD,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });
  const database = await openDatabase(config.database, await pgliteTestOptions());
  await database.migrate();

  const app = createApp({ config, database, logger: options.logger });
  options.routes?.(app);
  await app.ready();

  const signingKey = config.oidc.embedded
    ? (await loadSigningKeys(database.db)).privateJwks.keys[0]
    : undefined;

  async function tokenFor(token: TokenOptions = {}): Promise<string> {
    if (!signingKey) throw new Error('tokenFor needs the embedded provider (no OIDC_ISSUER)');
    const email = token.email ?? 'someone@example.org';
    const givenName = token.givenName ?? 'Test';
    const familyName = token.familyName ?? 'User';
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = token.expiresIn === undefined ? 300 : token.expiresIn;
    const claims: Record<string, unknown> = {
      iss: config.oidc.issuer,
      sub: token.subject ?? `subject-of-${email.toLowerCase()}`,
      azp: config.oidc.clientId,
      typ: 'Bearer',
      iat: now,
      ...(expiresIn === null ? {} : { exp: now + expiresIn }),
      email,
      email_verified: true,
      given_name: givenName,
      family_name: familyName,
      name: `${givenName} ${familyName}`,
      resource_access: { [config.oidc.clientId]: { roles: token.roles ?? [] } },
      ...token.claims,
    };
    for (const [key, value] of Object.entries(claims)) if (value === undefined) delete claims[key];
    const alg = signingKey.alg ?? 'RS256';
    return new SignJWT(claims)
      .setProtectedHeader({ alg, kid: signingKey.kid, ...token.header })
      .sign(await importJWK(signingKey as JWK, alg));
  }

  return {
    app,
    config,
    db: database.db,
    tokenFor,
    authHeader: async (token) => ({ authorization: `Bearer ${await tokenFor(token)}` }),
    async close() {
      await app.close();
      await postgres?.drop();
    },
  };
}

/** Inserts a user; email and names as given. */
export async function insertUser(
  db: Db,
  user: { email: string; firstName?: string; lastName?: string },
): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return row.id;
}

/** Inserts a school (managed by the institute, or by none); returns its id. */
export async function insertSchool(
  db: Db,
  name: string,
  managingInstituteId: number | null,
): Promise<number> {
  const [row] = await db
    .insert(schools)
    .values({ name, managingInstituteId })
    .returning({ id: schools.id });
  if (!row) throw new Error('school not inserted');
  return row.id;
}

/** Inserts a research institute with the user as its (accepted) researcher; returns the institute id. */
export async function insertResearcher(
  db: Db,
  userId: number,
  instituteName: string,
): Promise<number> {
  const [institute] = await db
    .insert(researchInstitutes)
    .values({ name: instituteName })
    .returning({ id: researchInstitutes.id });
  if (!institute) throw new Error('institute not inserted');
  await db
    .insert(researchers)
    .values({ userId, researchInstituteId: institute.id, acceptedAt: new Date() });
  return institute.id;
}

/** Inserts a new user and a research institute with them as its (accepted) researcher. */
export async function insertInstituteWithResearcher(
  db: Db,
  instituteName: string,
  researcher: { email: string; firstName?: string; lastName?: string },
): Promise<number> {
  return insertResearcher(db, await insertUser(db, researcher), instituteName);
}
