// The first sight of a signed-in identity: linking it to its user, or creating that user, with
// the audit entry in the same transaction.
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
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
    if (linked) {
      await recordAudit(tx, {
        actorUserId: linked.id,
        action: 'user.linked',
        entityType: 'user',
        entityId: linked.id,
      });
      return linked;
    }
    const created = await insertUser(tx, identity);
    if (created) {
      await recordAudit(tx, {
        actorUserId: created.id,
        action: 'user.created',
        entityType: 'user',
        entityId: created.id,
      });
    }
    return created;
  });
  // A concurrent first request of the same identity may have won the race.
  return user ?? findUserByIdentity(db, identity.issuer, identity.subject);
}
