// The migration that keeps each rule-finding instance's number of target items, on a database
// holding instances of the rules before it.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedUpTo } from './migration-before.ts';

let db: PGlite;

beforeAll(async () => {
  let applyIt: () => Promise<void>;
  ({ db, applyIt } = await migratedUpTo('_instance_item_counts.sql'));
  const item = '{"matchesRule": true, "ruleFindingElement": {"characteristics": ["on"]}}';
  await db.exec(`
    INSERT INTO rule_finding_instances (sequence_number, item_data, content_hash) VALUES
      (1, '{"demonstrationItems": [${item}], "targetItems": [${item}, ${item}, ${item}]}', 'a'),
      (2, '{"demonstrationItems": [], "targetItems": []}', 'b');
  `);
  await applyIt();
});
afterAll(() => db.close());

describe('the instance-item-counts migration', () => {
  it('counts the target items of every instance stored before it', async () => {
    const { rows } = await db.query(
      'SELECT sequence_number, item_count FROM rule_finding_instances ORDER BY sequence_number',
    );
    expect(rows).toEqual([
      { sequence_number: 1, item_count: 3 },
      { sequence_number: 2, item_count: 0 },
    ]);
  });
});
