import { describe, expect, it } from 'vitest';
import { createParticipantBodySchema } from './participants.ts';
import { CONTROL_CHARACTERS_MESSAGE } from './safe-text.ts';

const messages = (input: unknown) =>
  createParticipantBodySchema.safeParse(input).error?.issues.map((i) => [i.path, i.message]);

describe('createParticipantBodySchema', () => {
  it('trims the subject ID and the names', () => {
    expect(
      createParticipantBodySchema.parse({ subjectId: '  S-01 ', firstName: ' Mia ', lastName: '' }),
    ).toEqual({ subjectId: 'S-01', firstName: 'Mia', lastName: '' });
  });

  it.each([{}, { subjectId: '' }, { subjectId: ' \t ' }])('requires a subject ID: %j', (input) => {
    expect(messages(input)).toEqual([[['subjectId'], 'Subject ID is required']]);
  });

  it('refuses control characters, overlong names and wrong types, naming the field', () => {
    expect(messages({ subjectId: 'a\u0000b' })).toEqual([
      [['subjectId'], CONTROL_CHARACTERS_MESSAGE],
    ]);
    expect(messages({ subjectId: 'S', firstName: 'x'.repeat(101) })).toEqual([
      [['firstName'], 'Must be at most 100 characters'],
    ]);
    expect(messages({ subjectId: 'S', lastName: 'A\nB' })).toEqual([
      [['lastName'], CONTROL_CHARACTERS_MESSAGE],
    ]);
    expect(messages({ subjectId: 7 })).toEqual([[['subjectId'], 'Subject ID must be text']]);
  });

  it('refuses unknown fields', () => {
    expect(createParticipantBodySchema.safeParse({ subjectId: 'S', age: 7 }).success).toBe(false);
  });
});
