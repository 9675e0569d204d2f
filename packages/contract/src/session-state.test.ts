import { describe, expect, it } from 'vitest';
import { isPlayable, sessionState, type SessionStateFacts } from './session-state.ts';

const now = new Date('2026-05-01T10:00:00Z');
const fresh: SessionStateFacts = {
  revokedAt: null,
  completedAt: null,
  earlyEndReason: null,
  expiresAt: '2026-05-10T10:00:00Z',
  startedAt: null,
  answeredCount: 0,
};

describe('sessionState', () => {
  it('is not started without a start and without answers', () => {
    expect(sessionState(fresh, now)).toBe('not_started');
  });

  it('is in progress once started or once an answer is stored', () => {
    expect(sessionState({ ...fresh, startedAt: now }, now)).toBe('in_progress');
    expect(sessionState({ ...fresh, answeredCount: 1 }, now)).toBe('in_progress');
  });

  it('is expired at and after the expiry, before it is in progress', () => {
    const expired = { ...fresh, expiresAt: now, startedAt: now, answeredCount: 3 };
    expect(sessionState(expired, now)).toBe('expired');
    expect(sessionState({ ...fresh, expiresAt: '2026-05-01T09:59:59Z' }, now)).toBe('expired');
  });

  it('is completed even after the expiry, and revoked above everything', () => {
    const completed = { ...fresh, completedAt: now, expiresAt: '2020-01-01T00:00:00Z' };
    expect(sessionState(completed, now)).toBe('completed');
    expect(sessionState({ ...completed, revokedAt: now }, now)).toBe('revoked');
    expect(sessionState({ ...fresh, revokedAt: now }, now)).toBe('revoked');
  });

  it('is declined or stopped once the session ended early, even after the expiry', () => {
    const ended = { ...fresh, startedAt: now, answeredCount: 2, expiresAt: '2020-01-01T00:00:00Z' };
    expect(sessionState({ ...ended, earlyEndReason: 'declined' }, now)).toBe('declined');
    expect(sessionState({ ...ended, earlyEndReason: 'stopped_by_child' }, now)).toBe('stopped');
    expect(sessionState({ ...ended, earlyEndReason: 'stopped_by_examiner' }, now)).toBe('stopped');
  });

  it('uses the current time by default', () => {
    expect(sessionState({ ...fresh, expiresAt: new Date(Date.now() + 60_000) })).toBe(
      'not_started',
    );
    expect(sessionState({ ...fresh, expiresAt: new Date(Date.now() - 1) })).toBe('expired');
  });
});

describe('isPlayable', () => {
  it('opens not-started and in-progress sessions only', () => {
    expect(isPlayable('not_started')).toBe(true);
    expect(isPlayable('in_progress')).toBe(true);
    expect(isPlayable('completed')).toBe(false);
    expect(isPlayable('expired')).toBe(false);
    expect(isPlayable('revoked')).toBe(false);
    expect(isPlayable('declined')).toBe(false);
    expect(isPlayable('stopped')).toBe(false);
  });
});
