// A participant's consent status, derived where it is read: the newest decision recorded
// (participant_consents, by id), `not_asked` when there is none. Never stored on the participant,
// so it cannot disagree with the history (docs/architecture.md, Data).
import { sql, type SQL } from 'drizzle-orm';
import type { ConsentStatus } from '@cogniplay/contract';
import { participants } from './schema/index.ts';

/**
 * The status of each participant of a query over `participants` (one index probe per row). The
 * table is named in full: Drizzle writes a column of a one-table query without it, which inside
 * the subquery would mean the decision's own id.
 */
export function consentStatusOfParticipant(): SQL<ConsentStatus> {
  return sql<ConsentStatus>`coalesce((
    select c.status from participant_consents c
    where c.participant_id = ${participants}.id
    order by c.id desc limit 1), 'not_asked')`;
}
