// The inviter with the embedded provider's accounts, against a recording mailer (with Keycloak's:
// test/identity/keycloak-invitations.test.ts).
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { invitations, researchers } from '../../src/db/schema/index.ts';
import { embeddedAccounts } from '../../src/identity/sign-in-accounts.ts';
import { createInviter, invitationSettings } from '../../src/invitations/invitations.service.ts';
import type { Mailer, MailMessage } from '../../src/lib/mail/mailer.ts';
import type { Membership } from '../../src/invitations/invitation-mail.ts';
import { buildTestApp, insertResearcher, insertUser, type TestApp } from '../helper.ts';

let t: TestApp;
let actorUserId: number;
let instituteId: number;
beforeAll(async () => {
  t = await buildTestApp();
  actorUserId = await insertUser(t.db, { email: 'actor@example.org' });
  instituteId = await insertResearcher(t.db, actorUserId, 'Keycloak Lab');
});
afterAll(() => t.close());

function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { delivery: 'outbox', sent, send: async (_db, message) => void sent.push(message) };
}

const silentLog = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/** A pending researcher membership of the invitee, as the researchers service writes it. */
async function pendingResearcher(tx: TestApp['db'], userId: number): Promise<Membership> {
  const [row] = await tx
    .insert(researchers)
    .values({ userId, researchInstituteId: instituteId })
    .returning({ id: researchers.id });
  return {
    kind: 'researcher',
    researcherId: row!.id,
    instituteId,
    instituteName: 'Keycloak Lab',
  };
}

describe('inviter', () => {
  it('with the embedded provider: a link whose lifetime follows INVITATION_TTL_DAYS', async () => {
    const config = loadConfig({ INVITATION_TTL_DAYS: '2', PUBLIC_URL: 'http://localhost:3000' });
    const mailer = recordingMailer();
    const inviter = createInviter(mailer, embeddedAccounts, invitationSettings(config), silentLog);
    const invitee = await t.db.transaction(async (tx) => {
      const found = await inviter.findOrCreateInvitee(tx, 'short.ttl@example.org', actorUserId);
      const membership = await pendingResearcher(tx, found.id);
      await inviter.sendLink(tx, { add() {} }, found, { actorUserId, membership, resent: false });
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
