// The server's games: for each game of the contract's registry, its parts on this side. The
// games' routes, the upload worker, the writers' locks and the metrics reach a game only here. A
// test may add a game of its own, as it adds one to the contract's registry (`registerGame`).
import type { GameSlug } from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handGestureContent } from './hand-gesture/hand-gesture.content.ts';
import { ruleFindingContent } from './rule-finding/rule-finding.content.ts';
import type { GameContent } from './shared/game-content.ts';
import type { GamesRoutesOptions } from './games.routes.ts';

export interface ServerGame {
  /** What an instance is, without the database: the upload worker validates files with it. */
  content: GameContent<unknown>;
  /**
   * Its routes under `/api/games/{slug}`, loaded when the app registers them (the upload worker
   * needs the content only).
   */
  routes: () => Promise<{ default: FastifyPluginAsyncZod<GamesRoutesOptions> }>;
  /** The key of the transaction-scoped advisory lock its writers hold (any constant, unique). */
  lockKey: number;
}

const builtInGames: Record<GameSlug, ServerGame> = {
  'rule-finding': {
    content: ruleFindingContent as GameContent<unknown>,
    routes: () => import('./rule-finding/rule-finding.routes.ts'),
    lockKey: 727_101,
  },
  'hand-gesture': {
    content: handGestureContent as GameContent<unknown>,
    routes: () => import('./hand-gesture/hand-gesture.routes.ts'),
    lockKey: 727_102,
  },
};

const registered = new Map<string, ServerGame>(Object.entries(builtInGames));

/** The server's parts of the game `slug`; throws for a game that has none. */
export function serverGame(slug: string): ServerGame {
  const game = registered.get(slug);
  if (!game) throw new Error(`no server parts of the game ${slug}`);
  return game;
}

/** Every game with server parts, the built-in ones first. */
export const serverGameSlugs = (): string[] => [...registered.keys()];

/**
 * Adds a game's server parts, for a test: its slug must be new. Answers the function that takes
 * them out again (the test's files share the loaded modules).
 */
export function registerServerGame(slug: string, game: ServerGame): () => void {
  if (registered.has(slug)) throw new Error(`the game ${slug} has server parts already`);
  registered.set(slug, game);
  return () => registered.delete(slug);
}
