import { describe, expect, it } from 'vitest';
import { NAV_GROUPS, visibleNavGroups, type NavGroup } from './nav-config';

const ids = (groups: NavGroup[]) => groups.map((g) => g.id);

describe('visibleNavGroups', () => {
  it('shows admin groups to admins', () => {
    expect(ids(visibleNavGroups(NAV_GROUPS, ['admin']))).toEqual(['admin', 'study', 'games']);
  });

  it('shows researcher groups to researchers', () => {
    expect(ids(visibleNavGroups(NAV_GROUPS, ['researcher']))).toEqual([
      'researcher',
      'study',
      'games',
    ]);
  });

  it('shows every role group to a user holding both roles', () => {
    expect(ids(visibleNavGroups(NAV_GROUPS, ['admin', 'researcher']))).toEqual([
      'admin',
      'researcher',
      'study',
      'games',
    ]);
  });

  it("shows school staff their schools' group only", () => {
    expect(ids(visibleNavGroups(NAV_GROUPS, ['schoolStaff']))).toEqual(['school']);
  });

  it('shows only groups without a role list to users without roles', () => {
    const open: NavGroup = { id: 'open', labelKey: 'nav.groups.study', items: [] };
    expect(ids(visibleNavGroups([...NAV_GROUPS, open], []))).toEqual(['open']);
  });

  it('lists the Outbox for admins only while mails are kept in it', () => {
    const adminItems = (delivery: 'smtp' | 'outbox') =>
      visibleNavGroups(NAV_GROUPS, ['admin'], delivery)
        .flatMap((group) => group.items)
        .map((item) => item.to);
    expect(adminItems('outbox')).toContain('/admin/outbox');
    expect(adminItems('smtp')).not.toContain('/admin/outbox');
    const researcherItems = visibleNavGroups(NAV_GROUPS, ['researcher'], 'outbox').flatMap(
      (group) => group.items,
    );
    expect(researcherItems.map((item) => item.to)).not.toContain('/admin/outbox');
  });
});
