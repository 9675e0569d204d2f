import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitLock } from './use-submit-lock';

/** A promise and the functions that settle it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSubmitLock', () => {
  it('ignores a second submit made before the first settled, even before a re-render', async () => {
    const { result } = renderHook(() => useSubmitLock());
    const first = deferred();
    const action = vi.fn(() => first.promise);
    const { run } = result.current;
    let done!: Promise<void>;
    act(() => {
      // Both in one task, as the two clicks of a double click can be: no render between them.
      done = run(action);
      void run(action);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(true);

    await act(async () => {
      first.resolve();
      await done;
    });
    expect(result.current.pending).toBe(false);
    // Settled: the next submit runs.
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('hands a failure to onError and unlocks, so the user can try again', async () => {
    const { result } = renderHook(() => useSubmitLock());
    const onError = vi.fn();
    const failure = new Error('offline');
    await act(() => result.current.run(() => Promise.reject(failure), onError));
    expect(onError).toHaveBeenCalledWith(failure);
    expect(result.current.pending).toBe(false);

    const action = vi.fn(() => Promise.resolve());
    await act(() => result.current.run(action, onError));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('passes a failure on when no onError is given', async () => {
    const { result } = renderHook(() => useSubmitLock());
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new Error('boom')))).rejects.toThrow(
        'boom',
      );
    });
    expect(result.current.pending).toBe(false);
  });
});
