import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { instancesKey, type GameApi, type GameSlug } from './get-instances';

/** POST /api/games/{game}/instances */
export function createInstance<G extends GameSlug>(game: G, input: GameApi[G]['input']) {
  return api.post<GameApi[G]['created']>(`/games/${game}/instances`, input);
}

export function useCreateInstance<G extends GameSlug>(game: G) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GameApi[G]['input']) => createInstance(game, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instancesKey(game) }),
  });
}
