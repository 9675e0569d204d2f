// What a session of an assessment plays: settings, instances as their games show them to the
// tablet (never the truth of an item the child answers) and, kept apart, each item's truth and
// the game that judges answers to it. An assessment is frozen for good once a
// session of it was started (`assessments.locked_at`, kept when its sessions are erased), and only
// sessions reach this, so the content is read once per assessment and kept per instance
// of the server (an LRU of the recently played). So is the assessment of each token seen: a
// session never changes its assessment, so that fact cannot go stale (whether the token still
// opens its session is checked by every statement that needs it).
import { LRUCache } from 'lru-cache';
import { eq } from 'drizzle-orm';
import {
  playRulesFor,
  type AssessmentSettings,
  type InstanceOrder,
  type PictureSet,
  type PlayRules,
} from '@cogniplay/contract';
import { assessmentInstances } from '../../db/assessment-instances.ts';
import type { Db } from '../../db/client.ts';
import { assessments } from '../../db/schema/index.ts';

/** An instance as the play API sends it (the contract's `PlayInstance`, of any game). */
export type ShownInstance = { position: number; game: string } & Record<string, unknown>;

export interface PlayContent {
  settings: AssessmentSettings;
  /** As the play page receives them, each in its game's shape: no truth of a target item. */
  instances: ShownInstance[];
  /** The instance id at each position. */
  instanceIds: number[];
  /** The rules of the game of the instance at each position. */
  games: PlayRules[];
  /** `truths[position][itemIndex]`: the target item's truth, as its game's `judge` takes it. */
  truths: unknown[][];
  /** Target items per position. */
  targetItemCounts: number[];
  totalCount: number;
}

async function readPlayContent(db: Db, assessmentId: number): Promise<PlayContent | undefined> {
  const [assessment] = await db
    .select({
      showDemonstration: assessments.showDemonstration,
      giveFeedback: assessments.giveFeedback,
      pictureSet: assessments.pictureSet,
      instanceOrder: assessments.instanceOrder,
      shuffleItems: assessments.shuffleItems,
    })
    .from(assessments)
    .where(eq(assessments.id, assessmentId));
  if (!assessment) return undefined;
  const settings: AssessmentSettings = {
    ...assessment,
    pictureSet: assessment.pictureSet as PictureSet,
    instanceOrder: assessment.instanceOrder as InstanceOrder,
  };
  const rows = await assessmentInstances(db, assessmentId);

  const instances: ShownInstance[] = [];
  const games: PlayRules[] = [];
  const truths: unknown[][] = [];
  for (const { position, game, content } of rows) {
    const rules = playRulesFor(game);
    const played = rules.playContent(content, settings);
    instances.push({ ...(played.shown as Record<string, unknown>), position, game });
    games.push(rules);
    truths.push(played.truths);
  }
  const targetItemCounts = truths.map((list) => list.length);
  return {
    settings,
    instances,
    instanceIds: rows.map((row) => row.id),
    games,
    truths,
    targetItemCounts,
    totalCount: targetItemCounts.reduce((sum, count) => sum + count, 0),
  };
}

/** Assessments kept at most (a few kilobytes each). */
const MAX_ASSESSMENTS = 500;

export type PlayContentCache = (db: Db, assessmentId: number) => Promise<PlayContent | undefined>;

function playContentCache(): PlayContentCache {
  const cache = new LRUCache<number, PlayContent>({ max: MAX_ASSESSMENTS });
  return async (db, assessmentId) => {
    const kept = cache.get(assessmentId);
    if (kept) return kept;
    const content = await readPlayContent(db, assessmentId);
    if (content) cache.set(assessmentId, content);
    return content;
  };
}

/** Tokens' assessments kept at most (a school day's sessions several times over). */
const MAX_TOKENS = 20_000;

export interface PlayCaches {
  content: PlayContentCache;
  /** The assessment of a token's session, by the token's hash: only tokens of real sessions. */
  assessmentOfToken: LRUCache<string, number>;
}

export function playCaches(): PlayCaches {
  return {
    content: playContentCache(),
    assessmentOfToken: new LRUCache<string, number>({ max: MAX_TOKENS }),
  };
}
