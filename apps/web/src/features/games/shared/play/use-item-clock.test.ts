import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INPUT_LOCK_MS } from './play-timing';
import { useItemClock, type GivenAnswer } from './use-item-clock';

/** A touch on the window, stamped with the (fake) performance clock's now. */
const tap = () => window.dispatchEvent(new Event('pointerdown'));

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** An item's clock, painted, and what it answers. */
function paintedItem() {
  const given: GivenAnswer<string>[] = [];
  const clock = renderHook(() => useItemClock<string>((answer) => given.push(answer)));
  // The animation frame after render: the item is painted.
  act(() => {
    vi.advanceTimersToNextFrame();
  });
  return { clock, given, answer: () => clock.result.current.answer('fits', 'touch', 0) };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  setHidden(false);
});

describe('useItemClock', () => {
  it('counts the taps before the item takes answers, with the first one’s time', () => {
    const item = paintedItem();
    act(() => {
      vi.advanceTimersByTime(40);
    });
    tap();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    tap();
    act(() => {
      vi.advanceTimersByTime(INPUT_LOCK_MS);
    });
    expect(item.clock.result.current.ready).toBe(true);
    // The answering tap itself is no early tap.
    tap();
    act(() => {
      item.answer();
    });

    expect(item.given).toHaveLength(1);
    expect(item.given[0]).toMatchObject({ earlyTaps: 2, firstEarlyTapMs: 40, hiddenMs: 0 });
  });

  it('reports no early tap when there was none', () => {
    const item = paintedItem();
    act(() => {
      vi.advanceTimersByTime(INPUT_LOCK_MS + 500);
    });
    act(() => {
      item.answer();
    });

    expect(item.given[0]).toMatchObject({ earlyTaps: 0, hiddenMs: 0, reactionTimeMs: 800 });
    expect(item.given[0]).not.toHaveProperty('firstEarlyTapMs');
  });

  it('keeps the time the page was hidden, and times the item from its new paint', () => {
    const item = paintedItem();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    act(() => {
      setHidden(true);
    });
    act(() => {
      vi.advanceTimersByTime(65_000);
    });
    act(() => {
      setHidden(false);
    });
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    act(() => {
      vi.advanceTimersByTime(INPUT_LOCK_MS + 200);
    });
    act(() => {
      item.answer();
    });

    expect(item.given[0]?.hiddenMs).toBe(65_000);
    expect(item.given[0]?.reactionTimeMs).toBe(INPUT_LOCK_MS + 200);
  });
});
