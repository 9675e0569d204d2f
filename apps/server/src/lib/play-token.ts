// Play-link tokens: 32 random bytes in base64url (43 characters, 256 bits), the only credential
// of a child's tablet, and the cards' short codes that an adult may type instead (exchanged once
// for a token). Only their SHA-256 (hex) is stored, so a database copy opens no session.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { PLAY_CODE_ALPHABET, PLAY_CODE_LENGTH } from '@cogniplay/contract';

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

/** A card's short code (contract: play-code.ts) and its hash, the only form the database keeps. */
export function newPlayCode(): NewPlayToken {
  const code = Array.from(
    { length: PLAY_CODE_LENGTH },
    () => PLAY_CODE_ALPHABET[randomInt(PLAY_CODE_ALPHABET.length)],
  ).join('');
  return { token: code, hash: hashPlayToken(code) };
}
