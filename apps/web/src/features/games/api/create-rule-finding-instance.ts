import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RuleFindingCreateResult, RuleFindingInstanceInput } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { ruleFindingInstancesKey } from './get-rule-finding-instances';

/** POST /api/games/rule-finding/instances */
export function createRuleFindingInstance(input: RuleFindingInstanceInput) {
  return api.post<RuleFindingCreateResult>('/games/rule-finding/instances', input);
}

export function useCreateRuleFindingInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRuleFindingInstance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleFindingInstancesKey }),
  });
}
