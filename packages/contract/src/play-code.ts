// A card's short code: what an adult types on a tablet without a camera instead of scanning the
// play link. Ten characters of Crockford's base 32 (50 bits), shown as two groups of five.
// docs/play.md says why that many, with the throttle on wrong codes.
import { z } from 'zod';

/** Digits and letters without I, L, O and U: no character reads as another. */
export const PLAY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PLAY_CODE_LENGTH = 10;

/**
 * The code as typed in its one spelling: upper case, without spaces or dashes, O read as 0 and
 * I or L as 1 (as Crockford's base 32 reads them); null when it cannot be a code.
 */
export function normalizePlayCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== PLAY_CODE_LENGTH) return null;
  return [...code].every((character) => PLAY_CODE_ALPHABET.includes(character)) ? code : null;
}

/** How a card prints it: two groups of five, `ABCDE-12345`. */
export function formatPlayCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** `POST /api/play/codes`: a code typed on a tablet. */
export const redeemPlayCodeBodySchema = z
  .strictObject({ code: z.string().max(40, { error: 'Too long for a code' }) })
  .meta({ id: 'RedeemPlayCodeBody' });

/**
 * → 201: the session's play link token for this tablet (the card's code and its printed link
 * stop working: the session is this tablet's now).
 */
export const redeemPlayCodeResponseSchema = z
  .object({ token: z.string() })
  .meta({ id: 'RedeemPlayCodeResponse' });
