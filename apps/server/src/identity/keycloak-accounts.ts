// Invitations with Keycloak: the person's Keycloak user is found by email or created, gets the
// `researcher` client role when invited as a researcher, and, until they have set the account
// up, Keycloak's execute-actions mail (password, profile, email verification) leading on to the
// app's accept link. Resend runs the same steps (a new mail); revoke takes them back.
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
/** Every call of one invitation together: the request answers within 5 s whatever Keycloak does. */
const DEADLINE_MS = 4_000;

const unavailable = () =>
  httpError.serviceUnavailable(
    'The sign-in service cannot be reached right now. Nothing was saved; please try again later.',
  );

/** Not yet set up: created by an invitation and its password, profile or address still open. */
function needsSetUp(user: KeycloakUser): boolean {
  return !user.emailVerified || (user.requiredActions?.length ?? 0) > 0;
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
    await admin.deleteUser(admin.deadline(DEADLINE_MS), userId).catch((error: unknown) => {
      log.error(
        { err: error, keycloakUserId: userId },
        'Keycloak: could not delete a half-invited user',
      );
    });
  }

  return {
    setUpByProviderMail: true,

    async prepare(_tx, invitee, membership, acceptLink) {
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
        const granted =
          membership.kind === 'researcher' &&
          !(await admin.hasClientRole(signal, userId, clientId, 'researcher'));
        try {
          if (granted) await admin.setClientRole(signal, userId, clientId, 'researcher', true);
          if (needsSetUp(user)) {
            await admin.sendActionsMail(signal, userId, {
              actions: SETUP_ACTIONS,
              clientId,
              redirectUri: acceptLink.url,
              lifespanSeconds: acceptLink.lifespanSeconds,
            });
          }
        } catch (error) {
          if (created) await deleteQuietly(userId);
          else if (granted)
            await admin
              .setClientRole(admin.deadline(DEADLINE_MS), userId, clientId, 'researcher', false)
              .catch(() => {});
          throw error;
        }
        return async () => {
          if (created) await deleteQuietly(userId);
          else if (granted) {
            await admin
              .setClientRole(admin.deadline(DEADLINE_MS), userId, clientId, 'researcher', false)
              .catch((error: unknown) =>
                log.error({ err: error }, 'Keycloak: role not taken back'),
              );
          }
        };
      });
    },

    async revoke(invitee, membership, otherMemberships) {
      await withKeycloak('revocation', async (signal) => {
        const user = await admin.findUserByEmail(signal, invitee.email);
        if (!user) return;
        if (otherMemberships === 0 && needsSetUp(user)) {
          await admin.deleteUser(signal, user.id);
          return;
        }
        if (membership.kind === 'researcher') {
          await admin.setClientRole(signal, user.id, clientId, 'researcher', false);
        }
      });
    },
  };
}
