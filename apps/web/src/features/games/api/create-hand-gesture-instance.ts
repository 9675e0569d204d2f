import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandGestureCreateResult, HandGestureInstanceInput } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { handGestureInstancesKey } from './get-hand-gesture-instances';

/** POST /api/games/hand-gesture/instances */
export function createHandGestureInstance(input: HandGestureInstanceInput) {
  return api.post<HandGestureCreateResult>('/games/hand-gesture/instances', input);
}

export function useCreateHandGestureInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHandGestureInstance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: handGestureInstancesKey }),
  });
}
