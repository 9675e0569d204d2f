// The first sight of a signed-in identity: linking it to its user, or creating that user, with
// the audit entry in the same transaction.
import type { Db } from '../db/client.ts';
import { recordAudit } from '../db/record-audit.ts';
import {
  findUserByIdentity,
  insertUser,
  linkUserByEmail,
  type Identity,
  type UserRecord,
} from './users.repository.ts';

/**
 * Links the identity to the user with the same email (case-insensitive) that has no identity of
 * this issuer yet, or creates that user. Undefined when the email already belongs to another
 * identity of this issuer.
 */
export async function linkOrCreateUser(
  db: Db,
  identity: Identity,
): Promise<UserRecord | undefined> {
  const user = await db.transaction(async (tx) => {
    const linked = await linkUserByEmail(tx, identity);
    const found = linked ?? (await insertUser(tx, identity));
    if (found) {
      await recordAudit(tx, {
        actorUserId: found.id,
        action: linked ? 'user.linked' : 'user.created',
        entityType: 'user',
        entityId: found.id,
      });
    }
    return found;
  });
  // A concurrent first request of the same identity may have won the race.
  return user ?? findUserByIdentity(db, identity.issuer, identity.subject);
}
