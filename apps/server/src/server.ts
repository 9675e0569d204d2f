// Entry point: configuration, database (migrated, demo data seeded), then listen.
// Closes gracefully on SIGTERM / SIGINT.
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { type DemoSignIn, seedDemoData } from './db/seed.ts';
import { loggerOptions } from './logger.ts';

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

const config = readConfig();
const database = await openDatabase(config.database);
await database.migrate();
const signIns = await seedDemoData(database.db, config);
const app = await buildApp({ config, database, logger: loggerOptions(config) });

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1); // a second signal: stop waiting
    closing = true;
    app.log.info({ signal }, 'closing');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
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
