import { describe, expect, it } from 'vitest';
import type { IdTokenClaims } from 'oidc-client-ts';
import { rolesFromClaims } from './roles';

const claims = (extra: Record<string, unknown>) =>
  ({ iss: 'i', sub: 's', aud: 'a', exp: 1, iat: 1, ...extra }) as IdTokenClaims;

describe('rolesFromClaims', () => {
  it("reads the roles of the product's own client entry", () => {
    const c = claims({
      resource_access: { web: { roles: ['admin', 'researcher'] }, other: { roles: ['x'] } },
    });
    expect(rolesFromClaims(c, 'web')).toEqual(['admin', 'researcher']);
  });

  it('is empty when the entry or the list is absent', () => {
    expect(rolesFromClaims(undefined, 'web')).toEqual([]);
    expect(rolesFromClaims(claims({}), 'web')).toEqual([]);
    expect(
      rolesFromClaims(claims({ resource_access: { other: { roles: ['admin'] } } }), 'web'),
    ).toEqual([]);
    expect(rolesFromClaims(claims({ resource_access: { web: {} } }), 'web')).toEqual([]);
  });

  it('drops unknown role names', () => {
    const c = claims({ resource_access: { web: { roles: ['admin', 'superuser', 3] } } });
    expect(rolesFromClaims(c, 'web')).toEqual(['admin']);
  });
});
