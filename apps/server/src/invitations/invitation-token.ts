// Invitation tokens: 256 random bits in the link, only their SHA-256 in the database, so a
// leaked database copy opens no account.
import { createHash, randomBytes } from 'node:crypto';

/** The onboarding page below the embedded provider's issuer: `<issuer>/invitation?token=...`. */
export const ONBOARDING_PATH = '/invitation';

export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
