// An assessment's progress: its sessions counted by state (derived now, as everywhere), the
// completion rate and the distribution of the completed sessions' accuracy (contract rules),
// without those the examiner excluded from analysis (counted apart).
import {
  SESSION_STATES,
  accuracyBins,
  completionRate,
  type AssessmentProgress,
  type SessionState,
} from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import type { TenantScope } from '../../db/tenant-scope.ts';
import { progressRows } from './assessment-progress.repository.ts';
import { sessionStateOfRow } from '../../db/session-state-of-row.ts';

/** Undefined when the assessment is not in the caller's scope (404). */
export async function assessmentProgress(
  db: Db,
  scope: TenantScope,
  assessmentId: number,
): Promise<AssessmentProgress | undefined> {
  const rows = await progressRows(db, scope, assessmentId);
  if (!rows) return undefined;
  const states = Object.fromEntries(SESSION_STATES.map((state) => [state, 0])) as Record<
    SessionState,
    number
  >;
  const accuracies: number[] = [];
  let excludedSessions = 0;
  const now = new Date();
  for (const row of rows) {
    const state = sessionStateOfRow(row, now);
    states[state] += 1;
    if (state !== 'completed') continue;
    if (row.excluded) excludedSessions += 1;
    else if (row.accuracy !== null) accuracies.push(row.accuracy);
  }
  return {
    states,
    sessions: rows.length,
    completionRate: completionRate(states),
    accuracy: accuracyBins(accuracies),
    excludedSessions,
  };
}
