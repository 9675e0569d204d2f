import { describe, expect, it } from 'vitest';
import { CODEBOOK, SESSION_COLUMNS, TRIAL_COLUMNS } from '../games/registry.ts';
import { datasetDescription } from './dataset-description.ts';
import { createExportBodySchema } from './exports.ts';

describe('the codebook', () => {
  it('names each column of a table once, in snake case, with a meaning', () => {
    for (const columns of Object.values(CODEBOOK)) {
      const names = columns.map(({ name }) => name);
      expect(new Set(names).size).toBe(names.length);
      for (const column of columns) {
        expect(column.name).toMatch(/^[a-z][a-z0-9_]*$/);
        expect(column.description.length).toBeGreaterThan(10);
      }
    }
  });

  it('holds what the trials need: the item, the truth, the answer and both clocks', () => {
    const names = TRIAL_COLUMNS.map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'subject_id',
        'instance_content_hash',
        'characteristic_4',
        'matches_rule',
        'reaction_time_ms',
        'client_answered_at',
        'server_received_at',
      ]),
    );
    expect(names).not.toContain('first_name');
    expect(SESSION_COLUMNS.find(({ name }) => name === 'd_prime')?.type).toBe('number');
  });
});

describe('datasetDescription', () => {
  it('describes every column once (Psych-DS), with units and allowed values', () => {
    const description = datasetDescription(
      {
        title: 'all sessions',
        createdAt: '2026-11-26',
        erased: { participants: 2, sessions: 3 },
      },
      CODEBOOK,
    );
    const names = description.variableMeasured.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    const columns = Object.values(CODEBOOK).flatMap((table) => table.map(({ name }) => name));
    expect(new Set(names)).toEqual(new Set(columns));
    expect(description.schemaVersion).toMatch(/^Psych-DS \d+\.\d+\.\d+$/);
    // A smaller re-export explained, without anyone named.
    expect(description.description).toContain(
      '2 participants with 3 sessions in all were erased from this scope',
    );
    expect(description.variableMeasured.find(({ name }) => name === 'reaction_time_ms')).toEqual(
      expect.objectContaining({ unitText: 'ms' }),
    );
  });

  it('refuses one name for two variables of different types', () => {
    const column = (type: 'integer' | 'boolean') => ({
      name: 'correct',
      type,
      unit: null,
      allowedValues: null,
      description: 'Right',
    });
    expect(() =>
      datasetDescription(
        { title: 'x', createdAt: '2026-11-26', erased: { participants: 0, sessions: 0 } },
        { trials: [column('boolean')], sessions: [column('integer')], instances: [] },
      ),
    ).toThrow('correct is a boolean and an integer');
  });
});

describe('createExportBodySchema', () => {
  it('refuses a reversed date range on `to`, and unknown files and fields', () => {
    const reversed = createExportBodySchema.safeParse({
      file: 'trials.csv',
      from: '2026-05-02',
      to: '2026-05-01',
    });
    expect(reversed.error?.issues[0]?.path).toEqual(['to']);
    expect(createExportBodySchema.safeParse({ file: 'trials.xlsx' }).success).toBe(false);
    // PostgreSQL has no year 0: such a day would fail the export's query.
    const yearZero = createExportBodySchema.safeParse({ file: 'trials.csv', from: '0000-01-01' });
    expect(yearZero.error?.issues[0]?.path).toEqual(['from']);
    expect(createExportBodySchema.safeParse({ file: 'trials.csv', x: 1 }).success).toBe(false);
    expect(createExportBodySchema.parse({ file: 'export.zip', group: ' 3b ' })).toEqual({
      file: 'export.zip',
      group: '3b',
    });
  });
});
