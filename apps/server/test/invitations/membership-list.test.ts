import { describe, expect, it } from 'vitest';
import { membershipState } from '../../src/invitations/membership-list.ts';

const sentAt = new Date('2026-03-01T10:00:00Z');
const expiresAt = new Date('2026-03-08T10:00:00Z');

describe('membershipState', () => {
  it('shows a pending membership with its open link', () => {
    expect(membershipState({ pending: true, sentAt, expiresAt })).toEqual({
      status: 'pending',
      invitation: { sentAt: '2026-03-01T10:00:00.000Z', expiresAt: '2026-03-08T10:00:00.000Z' },
    });
  });

  it('shows no link for an active membership, nor for a pending one whose link is used', () => {
    expect(membershipState({ pending: false, sentAt, expiresAt })).toEqual({
      status: 'active',
      invitation: null,
    });
    expect(membershipState({ pending: true, sentAt: null, expiresAt: null })).toEqual({
      status: 'pending',
      invitation: null,
    });
  });
});
