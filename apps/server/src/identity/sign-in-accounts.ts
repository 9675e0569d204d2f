// The identity side of an invitation, behind one small interface with two implementations: the
// embedded provider's accounts (a row in idp_accounts, in the invitation's transaction) and
// Keycloak's (identity/keycloak-accounts.ts, through its Admin API).
import type { Db } from '../db/client.ts';
import { idpAccounts } from '../db/schema/index.ts';

/** What the provider needs to know of a membership: which kind it is. */
export interface MembershipKind {
  kind: 'researcher' | 'staff';
}

export interface Invited {
  /** The app's user id. */
  id: number;
  email: string;
}

export interface SignInAccounts {
  /**
   * Whether the invitation mail tells a new person to set their password through the provider's
   * own mail (Keycloak) rather than on the page the link opens (embedded).
   */
  readonly setUpByProviderMail: boolean;
  /**
   * Makes sure the invitee has an account to sign in with and (Keycloak) mails a person who has
   * not set it up yet a link to do so that leads on to `acceptLink`. Returns how to take it back
   * if a later step of the invitation fails. Throws a 503 problem when the provider cannot be
   * reached; then nothing of this call is left behind on either side.
   */
  prepare(
    tx: Db,
    invitee: Invited,
    membership: MembershipKind,
    acceptLink: { url: string; lifespanSeconds: number },
  ): Promise<() => Promise<void>>;
  /**
   * The person accepted: the membership's role where the provider keeps roles (Keycloak; the
   * embedded accounts' roles are a column the acceptance itself sets). Throws 503 like prepare.
   */
  accepted(invitee: Invited, membership: MembershipKind): Promise<void>;
  /**
   * The pending membership was revoked: an account the invitation made, and nobody set up, goes
   * when the person has no other membership (`otherMemberships`).
   */
  revoke(invitee: Invited, membership: MembershipKind, otherMemberships: number): Promise<void>;
}

/** The embedded provider's accounts: a row without password, until onboarding sets one. */
export const embeddedAccounts: SignInAccounts = {
  setUpByProviderMail: false,
  async prepare(tx, invitee) {
    await tx.insert(idpAccounts).values({ userId: invitee.id, roles: [] }).onConflictDoNothing();
    // The row is part of the invitation's transaction: a failure rolls it back.
    return async () => {};
  },
  // The acceptance sets the account's roles itself (invitations.repository.ts).
  async accepted() {},
  // A pending membership granted nothing; the account stays for the person's other links.
  async revoke() {},
};
