// What a session of an assessment plays: settings, instances (target items without their truth)
// and, kept apart, each target item's `matchesRule`. An assessment is frozen for good once a
// session of it was started (`assessments.locked_at`, kept when its sessions are erased), and only
// sessions reach this, so the content is read once per assessment and kept per instance
// of the server (an LRU of the recently played). So is the assessment of each token seen: a
// session never changes its assessment, so that fact cannot go stale (whether the token still
// opens its session is checked by every statement that needs it).
import { LRUCache } from 'lru-cache';
import { eq } from 'drizzle-orm';
import type { AssessmentSettings, PictureSet, PlayInstance } from '@cogniplay/contract';
import { assessmentInstances } from '../../db/assessment-instances.ts';
import type { Db } from '../../db/client.ts';
import { assessments } from '../../db/schema/index.ts';

export interface PlayContent {
  settings: AssessmentSettings;
  /** As the play page receives them: no `matchesRule` on target items. */
  instances: PlayInstance[];
  /** The instance id at each position. */
  instanceIds: number[];
  /** `truths[position][itemIndex]`: whether the target item fits the rule. */
  truths: boolean[][];
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
    })
    .from(assessments)
    .where(eq(assessments.id, assessmentId));
  if (!assessment) return undefined;
  const settings: AssessmentSettings = {
    ...assessment,
    pictureSet: assessment.pictureSet as PictureSet,
  };
  const rows = await assessmentInstances(db, assessmentId);

  const instances: PlayInstance[] = [];
  const truths: boolean[][] = [];
  for (const { position, itemData: data } of rows) {
    instances.push({
      position,
      // Only when the assessment shows them: a page that must not show them never has them.
      demonstrationItems: settings.showDemonstration
        ? data.demonstrationItems.map((item) => ({
            characteristics: item.ruleFindingElement.characteristics,
            matchesRule: item.matchesRule,
          }))
        : [],
      targetItems: data.targetItems.map((item) => ({
        characteristics: item.ruleFindingElement.characteristics,
      })),
    });
    truths.push(data.targetItems.map((item) => item.matchesRule));
  }
  const targetItemCounts = truths.map((list) => list.length);
  return {
    settings,
    instances,
    instanceIds: rows.map((row) => row.id),
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
