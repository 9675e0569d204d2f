// Hand gesture's own measures of a set of its answers (one instance's, or a session's): its
// errors by type, from the answers' counts by outcome. The proportion correct and the median time
// to the held gesture of the correct trials are the common scores' accuracy and median reaction
// time (scores.ts; docs/scoring.md).
import { z } from 'zod';
import type { OutcomeCounts } from './game-definition.ts';

export const handGestureMeasuresSchema = z.object({
  imitated: z.int().min(0).meta({
    description: 'Trials of an opposite rule answered with the gesture shown (copied)',
  }),
  otherGestures: z.int().min(0).meta({ description: 'Trials answered with another gesture' }),
  noResponses: z.int().min(0).meta({ description: 'Trials without a response in time' }),
  selfCorrected: z.int().min(0).meta({
    description: 'Trials the child began with a wrong gesture and then corrected',
  }),
});
export type HandGestureMeasures = z.infer<typeof handGestureMeasuresSchema>;

/** The errors by type of answers counted by outcome (other games' outcomes left out). */
export const handGestureMeasures = (counts: OutcomeCounts): HandGestureMeasures => ({
  imitated: counts.imitated ?? 0,
  otherGestures: counts.other_gesture ?? 0,
  noResponses: counts.no_response ?? 0,
  selfCorrected: counts.self_corrected ?? 0,
});
