// The inviter with each kind of identity provider, against a recording mailer.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { idpAccounts, invitations } from '../../../src/db/schema/index.ts';
import {
  createInviter,
  invitationSettings,
} from '../../../src/modules/invitations/invitations.service.ts';
import type { Mailer, MailMessage } from '../../../src/modules/mail/mailer.ts';
import { buildTestApp, insertUser, type TestApp } from '../../helper.ts';

let t: TestApp;
let actorUserId: number;
beforeAll(async () => {
  t = await buildTestApp();
  actorUserId = await insertUser(t.db, { email: 'actor@example.org' });
});
afterAll(() => t.close());

function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { delivery: 'outbox', sent, send: async (_db, message) => void sent.push(message) };
}

const silentLog = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const membership = { kind: 'researcher', instituteName: 'Keycloak Lab' } as const;

describe('inviter', () => {
  it('with an external issuer: no embedded account, no link, only where to sign in', async () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://auth.example.org/realms/cogniplay',
      PUBLIC_URL: 'https://cogniplay.example.org',
    });
    const mailer = recordingMailer();
    const inviter = createInviter(mailer, invitationSettings(config), silentLog);
    const invitee = await t.db.transaction(async (tx) => {
      const found = await inviter.findOrCreateInvitee(tx, 'kc.person@example.org', actorUserId);
      await inviter.notify(tx, found, { actorUserId, membership });
      return found;
    });
    expect(invitee.created).toBe(true);
    expect(await t.db.select().from(idpAccounts).where(eq(idpAccounts.userId, invitee.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(invitations).where(eq(invitations.userId, invitee.id))).toEqual(
      [],
    );
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'kc.person@example.org', link: null });
    expect(mailer.sent[0]?.text).toContain('Sign in at https://cogniplay.example.org/');
  });

  it('with the embedded provider: a link whose lifetime follows INVITATION_TTL_DAYS', async () => {
    const config = loadConfig({ INVITATION_TTL_DAYS: '2', PUBLIC_URL: 'http://localhost:3000' });
    const mailer = recordingMailer();
    const inviter = createInviter(mailer, invitationSettings(config), silentLog);
    const invitee = await t.db.transaction(async (tx) => {
      const found = await inviter.findOrCreateInvitee(tx, 'short.ttl@example.org', actorUserId);
      await inviter.notify(tx, found, { actorUserId, membership });
      return found;
    });
    const [invitation] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.userId, invitee.id));
    const days = (invitation!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(1.99);
    expect(days).toBeLessThanOrEqual(2);
    expect(mailer.sent[0]?.link).toMatch(
      /^http:\/\/localhost:3000\/realms\/cogniplay\/invitation\?token=[\w-]{43}$/,
    );
  });
});
