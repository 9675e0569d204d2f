// What a hand-gesture instance is, without the database (GameContent, game-content.ts).
import {
  canonicalJson,
  handGestureGame,
  handGestureInstanceInputSchema,
  type HandGestureInstanceInput,
} from '@cogniplay/contract';
import type { GameContent } from '../shared/game-content.ts';

export const handGestureContent: GameContent<HandGestureInstanceInput, Record<string, never>> = {
  schema: handGestureInstanceInputSchema,
  // What makes two instances the same: the task data, whatever its key order.
  canonicalContent: (instance) => canonicalJson(instance.taskData),
  columnsJson: (instance) =>
    `"content":${JSON.stringify(instance.taskData)},` +
    `"item_count":${handGestureGame.play.itemCount(instance.taskData)}`,
  facts: () => ({}),
};
