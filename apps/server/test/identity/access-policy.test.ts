// The tenant policy on the viewers authentication resolves: admins see every institute, anyone
// else their own or none, and work for an institute needs one.
import { describe, expect, it } from 'vitest';
import type { Role } from '@cogniplay/contract';
import { instituteMemberScopeOf, tenantScopeOf } from '../../src/identity/access-policy.ts';
import type { AuthUser } from '../../src/plugins/auth.ts';

const viewer = (roles: Role[], instituteId: number | null): AuthUser => ({
  id: 1,
  email: 'a@example.org',
  firstName: 'A',
  lastName: 'B',
  roles,
  researcherContext:
    instituteId === null
      ? null
      : { researchInstituteId: instituteId, researchInstituteName: 'Institute' },
  schoolMemberships: [],
});

describe('tenantScopeOf', () => {
  it('gives admins every institute, even when they are researchers of one', () => {
    expect(tenantScopeOf(viewer(['admin'], null))).toBe('all');
    expect(tenantScopeOf(viewer(['admin', 'researcher'], 4))).toBe('all');
  });

  it('gives anyone else their institute, or none', () => {
    expect(tenantScopeOf(viewer(['researcher'], 4))).toEqual({ researchInstituteId: 4 });
    expect(tenantScopeOf(viewer(['researcher'], null))).toEqual({ researchInstituteId: null });
    expect(tenantScopeOf(viewer([], null))).toEqual({ researchInstituteId: null });
  });
});

describe('instituteMemberScopeOf', () => {
  it('gives admins every institute and researchers their own', () => {
    expect(instituteMemberScopeOf(viewer(['admin'], null))).toBe('all');
    expect(instituteMemberScopeOf(viewer(['researcher'], 4))).toEqual({ researchInstituteId: 4 });
  });

  it('refuses a researcher without an institute, and anyone without a role, with 403', () => {
    expect(() => instituteMemberScopeOf(viewer(['researcher'], null))).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(() => instituteMemberScopeOf(viewer([], 4))).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });
});
