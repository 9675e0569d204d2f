import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('mail and invitation settings', () => {
  it('default to the outbox, a no-reply sender and 7-day links', () => {
    const config = loadConfig({});
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Cogniplay <no-reply@cogniplay.example>',
    });
    expect(config.invitationTtlDays).toBe(7);
  });

  it('read SMTP_URL, MAIL_FROM and INVITATION_TTL_DAYS', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.org:465',
      MAIL_FROM: 'Team <team@example.org>',
      INVITATION_TTL_DAYS: '14',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.org:465',
      from: 'Team <team@example.org>',
    });
    expect(config.invitationTtlDays).toBe(14);
  });

  it('refuse a non-SMTP URL and a TTL outside 1 to 90 days, naming the variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ INVITATION_TTL_DAYS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ INVITATION_TTL_DAYS: '91' })).toThrow(/INVITATION_TTL_DAYS/);
  });
});
