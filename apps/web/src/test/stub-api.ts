import { beforeEach, vi } from 'vitest';
import { api } from '@/lib/api-client';

const methods = ['request', 'get', 'post', 'patch', 'delete'] as const;

/**
 * Stands in for the product API in this file's tests: before each test, each method of `api` is a
 * spy that fails with its name until the test says what it answers
 * (`vi.mocked(api.post).mockResolvedValue(…)`), so nothing reaches the network. `restoreMocks`
 * (vite.config.ts) puts the real methods back before the next test, which is why a file that
 * stubs the API this way may share its worker with the others (vitest.config.ts), where a
 * `vi.mock` of the module could not.
 */
export function stubApi(): void {
  beforeEach(() => {
    for (const method of methods) {
      vi.spyOn(api, method).mockImplementation(() =>
        Promise.reject(new Error(`api.${method} has no answer in this test`)),
      );
    }
  });
}
