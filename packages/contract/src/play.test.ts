import { describe, expect, it } from 'vitest';
import {
  clientTimeProblem,
  EARLY_TAPS_MAX,
  HIDDEN_MAX_MS,
  INPUT_LOCK_MS,
  submitAnswerBodySchema,
} from './play.ts';

describe('clientTimeProblem', () => {
  it('accepts times of real clocks, with millisecond digits and real offsets', () => {
    for (const time of [
      '2026-05-01T10:00:00Z',
      '2026-05-01T10:00:00.123Z',
      '2026-05-01T10:00:00.5+14:00',
      '2026-05-01T10:00:00-12:00',
      '2000-01-01T00:00:00Z',
      '2099-12-31T23:59:59.999Z',
    ]) {
      expect(clientTimeProblem(time), time).toBeUndefined();
    }
  });

  it('refuses more than millisecond digits, which the database would round', () => {
    expect(clientTimeProblem('2026-05-01T10:00:00.9999995Z')).toBe(
      'At most 3 decimals of a second',
    );
  });

  it('refuses offsets no time zone has', () => {
    for (const time of ['2026-05-01T10:00:00+14:01', '2026-05-01T10:00:00-12:30']) {
      expect(clientTimeProblem(time), time).toBe('The offset must be between -12:00 and +14:00');
    }
  });

  it('refuses instants before 2000 or after 2099 in UTC', () => {
    for (const time of [
      '0000-01-01T00:00:00Z',
      '1999-12-31T23:59:59.999Z',
      '2099-12-31T23:59:59-01:00',
      '9999-12-31T23:59:59Z',
    ]) {
      expect(clientTimeProblem(time), time).toBe('Must be between 2000 and 2099 (UTC)');
    }
  });
});

describe('submitAnswerBodySchema', () => {
  const answer = {
    position: 0,
    itemIndex: 0,
    response: 'fits',
    reactionTimeMs: 900,
    inputType: 'touch',
    clientShownAt: '2026-05-01T10:00:00.000Z',
    clientAnsweredAt: '2026-05-01T12:00:00.900+02:00',
  };

  it('accepts an answer given at or after it was shown, in any offsets', () => {
    expect(submitAnswerBodySchema.safeParse(answer).success).toBe(true);
    const atOnce = { ...answer, clientAnsweredAt: answer.clientShownAt };
    expect(submitAnswerBodySchema.safeParse(atOnce).success).toBe(true);
  });

  it('refuses an answer given before it was shown, naming clientAnsweredAt', () => {
    const early = { ...answer, clientAnsweredAt: '2026-05-01T11:59:59.999+02:00' };
    expect(submitAnswerBodySchema.safeParse(early).error?.issues).toEqual([
      expect.objectContaining({
        path: ['clientAnsweredAt'],
        message: 'Must not be before clientShownAt',
      }),
    ]);
  });

  it('takes early taps with the first one’s time, and the hidden time', () => {
    const reported = { ...answer, earlyTaps: 3, firstEarlyTapMs: 0, hiddenMs: 0 };
    expect(submitAnswerBodySchema.safeParse(reported).success).toBe(true);
    const none = { ...answer, earlyTaps: 0, hiddenMs: 120_000 };
    expect(submitAnswerBodySchema.safeParse(none).success).toBe(true);
  });

  it('refuses early taps without the first one’s time, or a time without taps', () => {
    for (const body of [
      { ...answer, earlyTaps: 2 },
      { ...answer, earlyTaps: 0, firstEarlyTapMs: 10 },
      { ...answer, firstEarlyTapMs: 10 },
    ]) {
      expect(submitAnswerBodySchema.safeParse(body).error?.issues).toEqual([
        expect.objectContaining({ path: ['firstEarlyTapMs'] }),
      ]);
    }
  });

  it('refuses early taps, their time and a hidden time out of range, naming the field', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ earlyTaps: -1 }, 'earlyTaps'],
      [{ earlyTaps: EARLY_TAPS_MAX + 1, firstEarlyTapMs: 1 }, 'earlyTaps'],
      [{ earlyTaps: 1, firstEarlyTapMs: INPUT_LOCK_MS + 1 }, 'firstEarlyTapMs'],
      [{ earlyTaps: 1, firstEarlyTapMs: 2.5 }, 'firstEarlyTapMs'],
      [{ hiddenMs: HIDDEN_MAX_MS + 1 }, 'hiddenMs'],
      [{ hiddenMs: -1 }, 'hiddenMs'],
    ];
    for (const [fields, path] of cases) {
      const paths = submitAnswerBodySchema
        .safeParse({ ...answer, ...fields })
        .error?.issues.map((issue) => issue.path.join());
      expect(paths, JSON.stringify(fields)).toContain(path);
    }
  });

  it('refuses a client time out of range, naming its field', () => {
    const far = { ...answer, clientShownAt: '9999-12-31T23:59:59-15:00' };
    const paths = submitAnswerBodySchema.safeParse(far).error?.issues.map((i) => i.path.join());
    expect(paths).toContain('clientShownAt');
  });
});
