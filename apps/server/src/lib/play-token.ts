// Play-link tokens: 32 random bytes in base64url (43 characters, 256 bits), the only credential
// of a child's tablet. Only their SHA-256 (hex) is stored, so a database copy opens no session.
import { createHash, randomBytes } from 'node:crypto';

export interface NewPlayToken {
  token: string;
  hash: string;
}

export function hashPlayToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newPlayToken(): NewPlayToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashPlayToken(token) };
}

/** `<PUBLIC_URL>/play/<token>` */
export function playUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/play/${token}`;
}
