// Password hashing with node:crypto scrypt. The parameters travel inside the hash string
// (`scrypt$N$r$p$salt$hash`, base64url), so they can be raised later without breaking old hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// N = 2^15 costs ~50-100 ms per hash on a current CPU: slow for guessing, fine for sign-in.
const DEFAULT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function deriveKey(
  password: string,
  salt: Buffer,
  params: ScryptOptions,
  keyLength: number,
): Promise<Buffer> {
  // maxmem must cover 128 * N * r bytes; Node's 32 MiB default is exactly too small for N = 2^15.
  const options = { ...params, maxmem: 256 * (params.N ?? 0) * (params.r ?? 0) + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, DEFAULT_PARAMS, KEY_LENGTH);
  const { N, r, p } = DEFAULT_PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `hash`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = hash.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((value) => Number.isInteger(value) && value > 0))
    return false;
  const expectedKey = Buffer.from(expected, 'base64url');
  const key = await deriveKey(password, Buffer.from(salt, 'base64url'), params, expectedKey.length);
  return timingSafeEqual(key, expectedKey);
}

// A fixed hash to verify against when no account matches, so that an unknown email takes as long
// as a wrong password and response times do not reveal which addresses have accounts.
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that no account has');
  await verifyPassword(password, await decoyHash);
  return false;
}
