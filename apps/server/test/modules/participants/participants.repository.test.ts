import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertParticipant } from '../../../src/modules/participants/participants.repository.ts';
import { buildTestApp, insertUser, type TestApp } from '../../helper.ts';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await buildTestApp();
  userId = await insertUser(t.db, { email: 'rita@example.org' });
});
afterAll(() => t.close());

describe('insertParticipant', () => {
  const values = () => ({
    subjectId: 'S-1',
    firstName: 'Mia',
    lastName: 'Muster',
    researchInstituteId: null,
    createdBy: userId,
  });

  it("reports a taken subject ID as 'duplicate' (the unique constraint decides)", async () => {
    expect(await insertParticipant(t.db, values())).toEqual({ id: expect.any(Number) });
    expect(await insertParticipant(t.db, values())).toBe('duplicate');
  });

  it('fails other errors without the names, which the error log would otherwise show', async () => {
    // A missing institute violates the foreign key (23503).
    const failure = insertParticipant(t.db, { ...values(), researchInstituteId: 999_999 });
    await expect(failure).rejects.toThrow(
      'Inserting a participant failed (PostgreSQL error 23503).',
    );
    const error = (await failure.catch((e: unknown) => e)) as Error;
    expect(error.cause).toBeUndefined();
    expect(JSON.stringify({ message: error.message, stack: error.stack })).not.toMatch(
      /Mia|Muster/,
    );
  });
});
