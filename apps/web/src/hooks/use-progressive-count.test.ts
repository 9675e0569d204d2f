import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

describe('useProgressiveCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows short lists at once', () => {
    const { result } = renderHook(() => useProgressiveCount(10, { initial: 48, step: 48 }));
    expect(result.current).toBe(10);
  });

  it('grows a long list slice by slice until every item is shown', () => {
    const { result } = renderHook(() => useProgressiveCount(100, { initial: 40, step: 25 }));
    expect(result.current).toBe(40);
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(result.current).toBe(65);
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(result.current).toBe(90);
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(result.current).toBe(100);
    act(() => {
      vi.runAllTimers();
    });
    expect(result.current).toBe(100);
  });

  it('follows a list that shrinks or grows later', () => {
    const { result, rerender } = renderHook(
      ({ total }) => useProgressiveCount(total, { initial: 20, step: 20 }),
      { initialProps: { total: 10 } },
    );
    rerender({ total: 5 });
    expect(result.current).toBe(5);
    rerender({ total: 60 });
    expect(result.current).toBe(20);
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(result.current).toBe(60);
  });
});
