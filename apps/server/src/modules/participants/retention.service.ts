// Erasing participants whose data is past their institute's retention (db/retention.ts), on a
// schedule in every instance. One instance at a time does it (a transaction-scoped advisory
// lock; the others skip that round), so each participant is erased exactly once. The audit
// entry names the reason and the numbers removed, never the child.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { recordAudit } from '../../db/record-audit.ts';
import { retentionDueAt } from '../../db/retention.ts';
import { deleteParticipant } from './participants.repository.ts';

// Arbitrary constant key of the erasure round's lock.
const RETENTION_LOCK_KEY = 727_030;
/** Participants erased in one round at most; the next round takes the rest. */
const ROUND_LIMIT = 500;

/** One round: the participants erased (0 when another instance holds the round). */
export async function eraseParticipantsPastRetention(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`,
    );
    if (!lock?.locked) return 0;
    const due = await queryRows<{ id: number; research_institute_id: number }>(
      tx,
      sql`select p.id, p.research_institute_id
          from participants p join research_institutes i on i.id = p.research_institute_id
          where ${retentionDueAt} <= now()
          order by p.id
          limit ${ROUND_LIMIT}`,
    );
    for (const participant of due) {
      const removed = await deleteParticipant(tx, participant.id);
      await recordAudit(tx, {
        actorUserId: null,
        action: 'participant.erased',
        entityType: 'participant',
        entityId: participant.id,
        details: {
          reason: 'retention',
          researchInstituteId: participant.research_institute_id,
          ...removed,
        },
      });
    }
    return due.length;
  });
}

/**
 * Runs a round now and every `intervalMs`; a failed round is logged and the next one tries
 * again. Answers the function that stops it.
 */
export function scheduleRetention(
  db: Db,
  intervalMs: number,
  log: {
    error: (object: object, message: string) => void;
    info: (object: object, message: string) => void;
  },
): () => void {
  const round = async () => {
    try {
      const erased = await eraseParticipantsPastRetention(db);
      if (erased > 0) log.info({ erased }, 'participants past retention erased');
    } catch (error) {
      log.error({ err: error }, 'retention round failed');
    }
  };
  void round();
  const timer = setInterval(() => void round(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
