import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { participants } from '../../src/db/schema/index.ts';
import { inTenantScope, isInTenantScope } from '../../src/db/tenant-scope.ts';

const dialect = new PgDialect();
const render = (condition: ReturnType<typeof inTenantScope>) => dialect.sqlToQuery(condition);

describe('inTenantScope', () => {
  it('keeps every row for admins and none for a researcher without an institute', () => {
    expect(render(inTenantScope('all', participants.researchInstituteId)).sql).toBe('true');
    expect(
      render(inTenantScope({ researchInstituteId: null }, participants.researchInstituteId)).sql,
    ).toBe('false');
  });

  it("keeps the rows of the researcher's institute, on a column or a raw alias", () => {
    expect(
      render(inTenantScope({ researchInstituteId: 7 }, participants.researchInstituteId)),
    ).toMatchObject({
      sql: '"participants"."research_institute_id" = $1',
      params: [7],
    });
    expect(
      render(inTenantScope({ researchInstituteId: 7 }, sql`p.research_institute_id`)),
    ).toMatchObject({
      sql: 'p.research_institute_id = $1',
      params: [7],
    });
  });
});

describe('isInTenantScope', () => {
  it('admits what the condition keeps', () => {
    expect(isInTenantScope('all', null)).toBe(true);
    expect(isInTenantScope('all', 3)).toBe(true);
    expect(isInTenantScope({ researchInstituteId: 3 }, 3)).toBe(true);
    expect(isInTenantScope({ researchInstituteId: 3 }, 4)).toBe(false);
    expect(isInTenantScope({ researchInstituteId: 3 }, null)).toBe(false);
    expect(isInTenantScope({ researchInstituteId: null }, null)).toBe(false);
  });
});
