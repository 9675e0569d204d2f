import { queryOptions } from '@tanstack/react-query';
import type {
  HandGestureCreateResult,
  HandGestureInstance,
  HandGestureInstanceInput,
  HandGestureInstanceList,
  HandGestureUploadResult,
  RuleFindingCreateResult,
  RuleFindingInstance,
  RuleFindingInstanceInput,
  RuleFindingInstanceList,
  RuleFindingUploadResult,
} from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** The contract's types of each game's instance endpoints. */
export type GameApi = {
  'rule-finding': {
    list: RuleFindingInstanceList;
    instance: RuleFindingInstance;
    input: RuleFindingInstanceInput;
    created: RuleFindingCreateResult;
    uploaded: RuleFindingUploadResult;
  };
  'hand-gesture': {
    list: HandGestureInstanceList;
    instance: HandGestureInstance;
    input: HandGestureInstanceInput;
    created: HandGestureCreateResult;
    uploaded: HandGestureUploadResult;
  };
};

/** A game as named in its API paths (`/api/games/{game}/...`) and query keys. */
export type GameSlug = keyof GameApi;

/** The query key of a game's instance list; one instance's key adds its id. */
export const instancesKey = <G extends GameSlug>(game: G) => ['games', game, 'instances'] as const;

/** GET /api/games/{game}/instances */
export const instancesQueryOptions = <G extends GameSlug>(game: G) =>
  queryOptions({
    queryKey: instancesKey(game),
    queryFn: ({ signal }) => api.get<GameApi[G]['list']>(`/games/${game}/instances`, signal),
  });

/** GET /api/games/{game}/instances/{id} */
export const instanceQueryOptions = <G extends GameSlug>(game: G, id: number) =>
  queryOptions({
    queryKey: [...instancesKey(game), id],
    queryFn: ({ signal }) =>
      api.get<GameApi[G]['instance']>(`/games/${game}/instances/${id}`, signal),
  });
