import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScrolled } from './use-scrolled';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useScrolled', () => {
  it('turns true only past the 20 px margin', () => {
    scrollTo(0);
    const { result } = renderHook(() => useScrolled(20));
    expect(result.current).toBe(false);
    scrollTo(20);
    expect(result.current).toBe(false);
    scrollTo(21);
    expect(result.current).toBe(true);
    scrollTo(0);
    expect(result.current).toBe(false);
  });
});
