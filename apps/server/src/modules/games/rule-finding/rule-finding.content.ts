// What a rule-finding instance is, without the database (GameContent, game-content.ts).
import {
  findRuleMismatches,
  ruleFindingGame,
  ruleFindingInstanceInputSchema,
  ruleMismatchWarnings,
  type InstanceWarning,
  type RuleFindingInstanceInput,
} from '@cogniplay/contract';
import type { GameContent } from '../shared/game-content.ts';

export interface RuleFindingFacts {
  sequenceNumber: number | undefined;
  /** Items whose `matchesRule` the rule disagrees with; paths relative to the instance. */
  warnings: InstanceWarning[];
}

export const ruleFindingContent: GameContent<RuleFindingInstanceInput, RuleFindingFacts> = {
  schema: ruleFindingInstanceInputSchema,
  // What makes two instances the same: everything but the sequence number the server may pick.
  // Zod builds its output objects in schema key order and refuses unknown keys, so the JSON of a
  // parsed instance is canonical without sorting (the duplicate tests reorder keys to check).
  canonicalContent: (instance) =>
    JSON.stringify({ label: instance.label ?? null, itemData: instance.itemData }),
  columnsJson: (instance) =>
    `"label":${JSON.stringify(instance.label ?? null)},` +
    `"content":${JSON.stringify(instance.itemData)},` +
    `"item_count":${ruleFindingGame.play.itemCount(instance.itemData)}`,
  facts: (instance) => ({
    sequenceNumber: instance.sequenceNumber,
    warnings: ruleMismatchWarnings(findRuleMismatches(instance.itemData)),
  }),
};
