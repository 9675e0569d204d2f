// The audit log: every write records who did what to which record. `details` must never hold
// personal data (names, emails of participants): ids and changed field names only.
import type { Db } from './client.ts';
import { auditLog } from './schema/index.ts';

export interface AuditEntry {
  /** The signed-in user who made the change; null for the system (seeding, migrations). */
  actorUserId: number | null;
  /** `<entity>.<verb>`, e.g. `school.created`, `user.linked`. */
  action: string;
  entityType: string;
  entityId: string | number | null;
  details?: Record<string, unknown>;
}

/** Pass the transaction as `db` when the write happens in one, so both commit or neither. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    details: entry.details ?? {},
  });
}
