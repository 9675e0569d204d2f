// Invitations with Keycloak: the person's Keycloak user is found by email or created and, until
// its owner has set it up, gets Keycloak's execute-actions mail (password, profile, email
// verification) leading on to the app's accept link. The `researcher` client role follows on
// acceptance, as the embedded provider's does: a pending invitation grants nothing. Resend runs
// the same steps (a new mail); revoke deletes an account the invitation made and nobody set up.
import type { FastifyBaseLogger } from 'fastify';
import { httpError } from '../lib/http-problem.ts';
import {
  type KeycloakAdmin,
  KeycloakUnavailableError,
  type KeycloakUser,
} from './keycloak-admin.ts';
import type { SignInAccounts } from './sign-in-accounts.ts';

/** What a new person does in Keycloak's mail before signing in. */
export const SETUP_ACTIONS = ['UPDATE_PASSWORD', 'UPDATE_PROFILE', 'VERIFY_EMAIL'];
/**
 * The calls of one step share this deadline, and taking back a half-made user gets the rest of
 * the 5 s a request may wait for Keycloak.
 */
const DEADLINE_MS = 3_500;
const CLEAN_UP_MS = 1_000;

const unavailable = () =>
  httpError.serviceUnavailable(
    'The sign-in service cannot be reached right now. Nothing was saved; please try again later.',
  );

/**
 * An account as an invitation made it and nobody has used: unverified, with every set-up action
 * still open. Only such an account is mailed the set-up link again, or deleted on revocation;
 * accounts made by hand are left alone.
 */
function untouchedInvitee(user: KeycloakUser): boolean {
  return !user.emailVerified && SETUP_ACTIONS.every((a) => user.requiredActions?.includes(a));
}

export function keycloakAccounts(
  admin: KeycloakAdmin,
  { clientId, log }: { clientId: string; log: FastifyBaseLogger },
): SignInAccounts {
  /** Runs `work` under one deadline; Keycloak's failures become one 503 (and a log line). */
  async function withKeycloak<T>(what: string, work: (signal: AbortSignal) => Promise<T>) {
    try {
      return await work(admin.deadline(DEADLINE_MS));
    } catch (error) {
      if (!(error instanceof KeycloakUnavailableError)) throw error;
      log.error({ err: error }, `Keycloak: ${what} failed`);
      throw unavailable();
    }
  }

  /** Best effort, after a failure: the first error is the one the caller reports. */
  async function deleteQuietly(userId: string) {
    await admin.deleteUser(admin.deadline(CLEAN_UP_MS), userId).catch((error: unknown) => {
      log.error({ err: error, keycloakUserId: userId }, 'Keycloak: a half-invited user remains');
    });
  }

  return {
    setUpByProviderMail: true,

    async prepare(_tx, invitee, _membership, acceptLink) {
      return withKeycloak('invitation', async (signal) => {
        let user = await admin.findUserByEmail(signal, invitee.email);
        let created = false;
        if (!user) {
          const id = await admin.createUser(signal, invitee.email, SETUP_ACTIONS);
          // 409: created meanwhile by another request or by hand; use that one.
          user = id
            ? { id, emailVerified: false, requiredActions: SETUP_ACTIONS }
            : await admin.findUserByEmail(signal, invitee.email);
          if (!user) throw new KeycloakUnavailableError('user neither created nor found');
          created = id !== undefined;
        }
        const userId = user.id;
        try {
          if (untouchedInvitee(user)) {
            await admin.sendActionsMail(signal, userId, {
              actions: SETUP_ACTIONS,
              clientId,
              redirectUri: acceptLink.url,
              lifespanSeconds: acceptLink.lifespanSeconds,
            });
          }
        } catch (error) {
          if (created) await deleteQuietly(userId);
          throw error;
        }
        return async () => {
          if (created) await deleteQuietly(userId);
        };
      });
    },

    async accepted(invitee, membership) {
      if (membership.kind !== 'researcher') return;
      await withKeycloak('granting the researcher role', async (signal) => {
        const user = await admin.findUserByEmail(signal, invitee.email);
        if (!user) throw new KeycloakUnavailableError('the accepting user is not in Keycloak');
        await admin.grantClientRole(signal, user.id, clientId, 'researcher');
      });
    },

    async revoke(invitee, _membership, otherMemberships) {
      await withKeycloak('revocation', async (signal) => {
        const user = await admin.findUserByEmail(signal, invitee.email);
        if (user && otherMemberships === 0 && untouchedInvitee(user)) {
          await admin.deleteUser(signal, user.id);
        }
      });
    },
  };
}
