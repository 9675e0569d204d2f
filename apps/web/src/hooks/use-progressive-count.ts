import { useEffect, useState } from 'react';

/**
 * How many items of a long list to render now: `initial` at once, then `step` more in each
 * following task until all `total` are shown. One render of a thousand cards blocks the tab for
 * most of a second; slices keep every task short, so the page stays responsive while it fills
 * (goal: 1,000 school cards without a task over 200 ms, bench/school-list-render.ts).
 */
export function useProgressiveCount(total: number, { initial = 24, step = 24 } = {}): number {
  const [count, setCount] = useState(initial);
  const shown = Math.min(count, total);

  useEffect(() => {
    if (shown >= total) return;
    // A new task per slice: the browser paints and handles input in between.
    const timer = setTimeout(() => setCount(shown + step), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);

  return shown;
}
