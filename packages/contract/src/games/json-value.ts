import { z } from 'zod';
import { jsonDepthExceeds } from './json-depth.ts';

/** Deepest JSON nesting accepted inside free-form game data such as `taskData`. */
export const JSON_MAX_DEPTH = 64;

/**
 * Any JSON object (not an array, string or other value), nested at most `JSON_MAX_DEPTH`
 * levels; the depth is checked before anything walks the value.
 */
export const jsonObjectSchema = z.preprocess(
  (value, ctx) => {
    if (jsonDepthExceeds(value, JSON_MAX_DEPTH)) {
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: `Nested deeper than ${JSON_MAX_DEPTH} levels`,
      });
    }
    return value;
  },
  z.record(z.string(), z.unknown(), { error: 'Expected a JSON object' }),
);
