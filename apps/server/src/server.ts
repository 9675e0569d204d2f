// Entry point: configuration, database (migrated, demo data seeded), then listen.
// Stops gracefully on SIGTERM / SIGINT (plugins/graceful-stop.ts).
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { checkSignInProvider } from './identity/check-provider.ts';
import { type DemoSignIn, seedDemoData } from './seed.ts';
import { loggerOptions } from './logger.ts';
import { scheduleRetention } from './modules/participants/retention.service.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // The message names every bad variable; a stack trace would only hide it.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function printWelcome(url: string, signIns: DemoSignIn[]): void {
  const lines = [``, `Cogniplay is running at ${url}`];
  if (signIns.length) {
    lines.push(``, `Demo sign-ins:`);
    for (const { role, email, password } of signIns) {
      lines.push(`  ${role.padEnd(11)} ${email}  /  ${password}`);
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

/** Where the database is, as the operator configured it, without a password. */
function databaseSource({ database }: Config): string {
  if (database.kind === 'pglite') return `DATA_DIR (${database.dataDir})`;
  const url = new URL(database.url);
  if (url.password) url.password = '***';
  return `DATABASE_URL (${url.toString()})`;
}

/** One line: the error's first line, or for a refused connection to several addresses, each. */
function describeCause(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) {
    return error.errors.map(describeCause).join('; ');
  }
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const firstLine = error.message.split('\n')[0]?.trim();
  return firstLine || (typeof code === 'string' ? code : error.name);
}

/** The opened and migrated database, or one line naming the setting and the cause, and exit. */
async function openMigratedDatabase(config: Config): Promise<Database> {
  try {
    const database = await openDatabase(config.database);
    await database.migrate();
    return database;
  } catch (error) {
    console.error(`Cannot use the database at ${databaseSource(config)}: ${describeCause(error)}`);
    process.exit(1);
  }
}

const config = readConfig();
const provider = await checkSignInProvider(config.oidc);
if (!provider.ok) {
  if ('wrongSetting' in provider) {
    console.error(provider.wrongSetting);
    process.exit(1);
  }
  console.error(provider.warning);
}
const database = await openMigratedDatabase(config);
const signIns = await seedDemoData(database.db, config);
const app = await buildApp({ config, database, logger: loggerOptions(config) });
// Each instance looks; one at a time erases (modules/participants/retention.service.ts).
const stopRetention = scheduleRetention(
  database.db,
  config.retentionIntervalMinutes * 60_000,
  app.log,
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (app.stopping) process.exit(1); // a second signal: stop waiting
    app.log.info({ signal }, 'stopping');
    stopRetention();
    app.stopGracefully().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await app.close();
  process.exit(1);
}
printWelcome(config.publicUrl, signIns);
