// Hand gesture as a game of the registry: instances are authored and uploaded; children cannot
// play them yet, so the definition has no play rules.
import type { z } from 'zod';
import type { GameDefinition } from './game-definition.ts';
import { handGestureInstanceInputSchema, type HandGestureInstanceInput } from './hand-gesture.ts';

export const handGestureGame = {
  slug: 'hand-gesture',
  storedInstanceSchema: handGestureInstanceInputSchema.shape.taskData as z.ZodType<
    HandGestureInstanceInput['taskData']
  >,
} satisfies GameDefinition<HandGestureInstanceInput['taskData']>;
