// Secrets of the embedded provider, generated once and stored in idp_secrets so that every
// instance and every restart signs with the same keys (nobody is signed out by a deploy).
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client.ts';
import { idpSecrets } from '../db/schema/index.ts';

export interface SigningKeys {
  /** Private JWKS for oidc-provider's `jwks` option. */
  privateJwks: { keys: JWK[] };
  /** Public half, for the API's token verification (createLocalJWKSet) in embedded mode. */
  publicJwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies (first one signs, all verify). */
  cookieKeys: string[];
}

const SIGNING_KEY_ALG = 'RS256';
// JWK members that belong to the private key only (RSA and EC).
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

async function newSigningJwks(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair(SIGNING_KEY_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: randomUUID(), alg: SIGNING_KEY_ALG, use: 'sig' }] };
}

function newCookieKeys(): string[] {
  return [randomBytes(32).toString('base64url')];
}

/**
 * Stores `candidate` under `name` unless a value is there already, then returns the stored value.
 * Two instances starting together both insert; the database keeps the first, and both read it back.
 */
async function storedOnce<T>(db: Db, name: string, candidate: () => T | Promise<T>): Promise<T> {
  const [existing] = await db.select().from(idpSecrets).where(eq(idpSecrets.name, name));
  if (existing) return existing.value as T;
  await db
    .insert(idpSecrets)
    .values({ name, value: await candidate() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(idpSecrets).where(eq(idpSecrets.name, name));
  if (!stored) throw new Error(`idp secret ${name} could not be stored`);
  return stored.value as T;
}

export function toPublicJwk(jwk: JWK): JWK {
  const publicJwk: Record<string, unknown> = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete publicJwk[member];
  return publicJwk as JWK;
}

export async function loadSigningKeys(db: Db): Promise<SigningKeys> {
  const privateJwks = await storedOnce(db, 'signing-jwks', newSigningJwks);
  const cookieKeys = await storedOnce(db, 'cookie-keys', newCookieKeys);
  return { privateJwks, publicJwks: { keys: privateJwks.keys.map(toPublicJwk) }, cookieKeys };
}
