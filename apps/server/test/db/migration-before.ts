// A fresh embedded database migrated up to, not including, the migration whose file name ends
// in `suffix`: a migration's test writes data of the rules before it, then applies it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const drizzleDir = path.resolve(import.meta.dirname, '../../drizzle');

export async function migratedUpTo(suffix: string): Promise<{
  db: PGlite;
  applyIt: () => Promise<void>;
  /** Applies the migrations after it: to read with today's code what it left. */
  applyLater: () => Promise<void>;
}> {
  const db = new PGlite();
  const apply = async (file: string) => {
    const sql = await readFile(path.join(drizzleDir, file), 'utf8');
    for (const statement of sql.split('--> statement-breakpoint')) {
      if (statement.trim()) await db.exec(statement);
    }
  };
  const files = (await readdir(drizzleDir)).filter((file) => file.endsWith('.sql')).sort();
  const target = files.find((file) => file.endsWith(suffix));
  if (!target) throw new Error(`no migration ends in ${suffix}`);
  for (const file of files.slice(0, files.indexOf(target))) await apply(file);
  return {
    db,
    applyIt: () => apply(target),
    applyLater: async () => {
      for (const file of files.slice(files.indexOf(target) + 1)) await apply(file);
    },
  };
}
