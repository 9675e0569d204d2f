import { z } from 'zod';
import { handGestureInstanceInputSchema } from './hand-gesture.ts';
import { ruleFindingInstanceInputSchema } from './rule-finding.ts';

/** JSON Schema (draft 2020-12) of what the rule-finding editor and upload accept. */
export function ruleFindingInstanceJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(ruleFindingInstanceInputSchema, { io: 'input' });
}

/** JSON Schema (draft 2020-12) of what the hand-gesture editor and upload accept. */
export function handGestureInstanceJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(handGestureInstanceInputSchema, { io: 'input' });
}
