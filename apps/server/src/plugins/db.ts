// The database handle as `app.db` (Drizzle, PGlite or PostgreSQL alike); closed with the app.
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The opened database: its kind, readiness check and close. */
    database: Database;
  }
}

export interface DbPluginOptions {
  database: Database;
}

export default fp<DbPluginOptions>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
