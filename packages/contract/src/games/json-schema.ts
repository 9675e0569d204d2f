import { z } from 'zod';
import { handGestureInstanceInputSchema } from './hand-gesture.ts';
import { ruleFindingInstanceInputSchema } from './rule-finding.ts';

// Draft 7 rather than zod's default 2020-12: every JSON editor (Monaco's JSON language service
// included) understands its `definitions` and `$ref`s.
const options = { io: 'input', target: 'draft-7' } as const;

/** JSON Schema (draft 7) of what the rule-finding editor and upload accept. */
export function ruleFindingInstanceJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(ruleFindingInstanceInputSchema, options);
}

/** JSON Schema (draft 7) of what the hand-gesture editor and upload accept. */
export function handGestureInstanceJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(handGestureInstanceInputSchema, options);
}
