import { describe, expect, it } from 'vitest';
import { parseAuditSearch } from './audit-search';

describe('parseAuditSearch', () => {
  it('keeps filters that fit and drops the rest, page 1 included', () => {
    expect(
      parseAuditSearch({
        actor: ' ada ',
        action: 'school.created',
        from: '2026-03-01',
        to: '2026-03-02',
        page: '3',
      }),
    ).toEqual({
      actor: 'ada',
      action: 'school.created',
      from: '2026-03-01',
      to: '2026-03-02',
      page: 3,
    });
    expect(
      parseAuditSearch({ actor: ' ', action: 'drop table', from: 'yesterday', to: 5, page: 1 }),
    ).toEqual({});
  });
});
