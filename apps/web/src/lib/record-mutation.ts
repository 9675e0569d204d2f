import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type QueryKeyWithDataTag,
} from '@tanstack/react-query';

type RecordMutationOptions<TVariables, TData> = {
  /** The write; it answers the record as its page reads it. */
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The record's query, where the answer is cached. */
  record: (data: TData) => QueryKeyWithDataTag<QueryKey, TData>;
  /** The list the record is shown in, fetched again (that query only). */
  list: { queryKey: QueryKey };
};

/**
 * A write of one record (create, update, copy): its answer is cached, so the record's page opens
 * without a request, and the list is fetched again.
 */
export function useRecordMutation<TVariables, TData>({
  mutationFn,
  record,
  list,
}: RecordMutationOptions<TVariables, TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data) => {
      queryClient.setQueryData(record(data).queryKey, data);
      await queryClient.invalidateQueries({ queryKey: list.queryKey, exact: true });
    },
  });
}
