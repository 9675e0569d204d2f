// The privacy statement's list of what is stored about a child (contract: PRIVACY_INVENTORY)
// names every column of the tables it covers, each in one category: a new column must be said.
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { PRIVACY_INVENTORY } from '@cogniplay/contract';
import {
  assessmentSessions,
  participantConsents,
  participants,
  sessionAnswers,
} from '../../src/db/schema/index.ts';

const TABLES: Record<(typeof PRIVACY_INVENTORY)[number]['table'], PgTable> = {
  participants,
  participant_consents: participantConsents,
  assessment_sessions: assessmentSessions,
  session_answers: sessionAnswers,
};

describe('PRIVACY_INVENTORY', () => {
  it.each(Object.entries(TABLES))('names each column of %s once', (name, table) => {
    const listed = PRIVACY_INVENTORY.filter((category) => category.table === name).flatMap(
      (category) => [...category.columns],
    );
    const columns = getTableConfig(table).columns.map((column) => column.name);
    expect([...listed].sort()).toEqual([...columns].sort());
  });
});
