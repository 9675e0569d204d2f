import { describe, expect, it } from 'vitest';
import { writeOrDuplicate } from '../../src/db/postgres-errors.ts';

/** An error as Drizzle throws it: its own message, the driver's error as the cause. */
function drizzleError(code: string, constraint?: string) {
  const driver = Object.assign(new Error('driver'), { code, constraint });
  return new Error('Failed query: insert … params: Mia,Muster', { cause: driver });
}

describe('writeOrDuplicate', () => {
  it("answers what the write returns, or 'duplicate' when the constraint refuses it", async () => {
    expect(await writeOrDuplicate('names_key', 'Inserting', () => Promise.resolve(7))).toBe(7);
    const refused = () => Promise.reject(drizzleError('23505', 'names_key'));
    expect(await writeOrDuplicate('names_key', 'Inserting', refused)).toBe('duplicate');
  });

  it("turns any other failure into a short error with PostgreSQL's code, without parameters", async () => {
    const other = () => Promise.reject(drizzleError('23505', 'other_key'));
    const failed = writeOrDuplicate('names_key', 'Inserting a person', other);
    await expect(failed).rejects.toThrow('Inserting a person failed (PostgreSQL error 23505).');
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    const thrown = () => Promise.reject(new Error('person not inserted'));
    await expect(writeOrDuplicate('names_key', 'Inserting', thrown)).rejects.toThrow(
      'Inserting failed (PostgreSQL error unknown).',
    );
  });
});
