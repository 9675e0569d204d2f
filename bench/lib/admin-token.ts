// An access token of the demo admin, minted with the embedded provider's own signing key and
// shaped exactly like the ones it issues: benchmarks of the API measure the API, not the sign-in
// (which the tests cover).
import { eq } from 'drizzle-orm';
import { importJWK, SignJWT, type JWK } from 'jose';
import type { Config } from '../../apps/server/src/config.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { idpAccounts, users } from '../../apps/server/src/db/schema/index.ts';
import { loadSigningKeys } from '../../apps/server/src/idp/keys.ts';
import { DEMO_USERS } from '../../apps/server/src/seed.ts';

export async function adminToken(db: Db, config: Config): Promise<string> {
  const admin = DEMO_USERS[0];
  const [account] = await db
    .select({ id: idpAccounts.id })
    .from(idpAccounts)
    .innerJoin(users, eq(users.id, idpAccounts.userId))
    .where(eq(users.email, admin.email));
  const key = (await loadSigningKeys(db)).privateJwks.keys[0];
  if (!account || !key) throw new Error('no demo admin account or signing key');
  const alg = key.alg ?? 'RS256';
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    azp: config.oidc.clientId,
    typ: 'Bearer',
    email: admin.email,
    email_verified: true,
    given_name: admin.firstName,
    family_name: admin.lastName,
    resource_access: { [config.oidc.clientId]: { roles: [admin.role] } },
  })
    .setProtectedHeader({ alg, kid: key.kid })
    .setIssuer(config.oidc.issuer)
    .setSubject(account.id)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(await importJWK(key as JWK, alg));
}
