import { describe, expect, it } from 'vitest';
import { readSidebarOpen } from './sidebar-cookie';

describe('readSidebarOpen', () => {
  it('is open when no state was saved', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('i18next=de')).toBe(true);
  });

  it('reads the saved state', () => {
    expect(readSidebarOpen('i18next=de; sidebar_state=false')).toBe(false);
    expect(readSidebarOpen('sidebar_state=true; i18next=de')).toBe(true);
  });
});
