import type { ReactNode } from 'react';
import { QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '@/test/render-with-query';
import { useRecordMutation } from './record-mutation';

type Thing = { thing: { id: number; name: string } };

const thingQuery = (id: number) =>
  queryOptions({ queryKey: ['things', id], queryFn: (): Thing => ({ thing: { id, name: '?' } }) });
const thingsQuery = queryOptions({ queryKey: ['things'], queryFn: () => [] as Thing[] });

describe('useRecordMutation', () => {
  it('caches the written record and makes only the list stale', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(thingsQuery.queryKey, []);
    queryClient.setQueryData(thingQuery(1).queryKey, { thing: { id: 1, name: 'One' } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useRecordMutation({
          mutationFn: (name: string) => Promise.resolve({ thing: { id: 2, name } }),
          record: (written) => thingQuery(written.thing.id),
          list: thingsQuery,
        }),
      { wrapper },
    );

    await act(() => result.current.mutateAsync('Two'));

    expect(queryClient.getQueryData(thingQuery(2).queryKey)).toEqual({
      thing: { id: 2, name: 'Two' },
    });
    expect(queryClient.getQueryState(thingsQuery.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(thingQuery(1).queryKey)?.isInvalidated).toBe(false);
  });
});
