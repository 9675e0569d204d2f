import { describe, expect, it } from 'vitest';
import { isNavEntryActive } from './nav-active';

describe('isNavEntryActive', () => {
  const browse = (path: string) => isNavEntryActive('browse', '/admin/schools', path);
  const create = (path: string) => isNavEntryActive('create', '/admin/schools/create', path);

  it('activates Browse on its path and any path below it', () => {
    expect(browse('/admin/schools')).toBe(true);
    expect(browse('/admin/schools/')).toBe(true);
    expect(browse('/admin/schools/12')).toBe(true);
    expect(browse('/admin/schools/12/staff/7')).toBe(true);
  });

  it('does not activate Browse on paths containing create', () => {
    expect(browse('/admin/schools/create')).toBe(false);
    expect(browse('/admin/schools/create/')).toBe(false);
  });

  it('does not activate Browse elsewhere', () => {
    expect(browse('/admin')).toBe(false);
    expect(browse('/r/schools')).toBe(false);
    expect(browse('/admin/schools-archive')).toBe(false);
  });

  it('activates Create only on its exact path', () => {
    expect(create('/admin/schools/create')).toBe(true);
    expect(create('/admin/schools/create/')).toBe(true);
    expect(create('/admin/schools')).toBe(false);
    expect(create('/admin/schools/create/extra')).toBe(false);
    expect(create('/r/schools/create')).toBe(false);
  });
});
