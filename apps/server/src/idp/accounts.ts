// Sign-in accounts of the embedded provider: idp_accounts joined with users. Names, email and
// roles are read fresh on every token, so changes show up at the next refresh.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idpAccounts, users } from '../db/schema/index.ts';

export interface IdpAccount {
  /** idp_accounts.id: the tokens' `sub`. */
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
}

const accountColumns = {
  id: idpAccounts.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: idpAccounts.roles,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findAccountById(db: Db, id: string): Promise<IdpAccount | undefined> {
  // The id comes from stored sessions and tokens; anything that is not a uuid cannot match.
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select(accountColumns)
    .from(idpAccounts)
    .innerJoin(users, eq(users.id, idpAccounts.userId))
    .where(eq(idpAccounts.id, id));
  return row;
}

/** The account with this email (case-insensitive) and its password hash, null when none is set. */
export async function findAccountForLogin(
  db: Db,
  email: string,
): Promise<(IdpAccount & { passwordHash: string | null }) | undefined> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: idpAccounts.passwordHash })
    .from(idpAccounts)
    .innerJoin(users, eq(users.id, idpAccounts.userId))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

/** Profile claims in Keycloak's shape; roles go to `resource_access[clientId].roles`. */
export function accountClaims(account: IdpAccount, clientId: string) {
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return {
    email: account.email,
    email_verified: true,
    given_name: account.firstName,
    family_name: account.lastName,
    name,
    preferred_username: account.email,
    resource_access: { [clientId]: { roles: account.roles } },
  };
}
