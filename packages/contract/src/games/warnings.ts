import { z } from 'zod';

/** Something accepted but worth a look, at a JSON Pointer into the instance. */
export const instanceWarningSchema = z
  .object({ path: z.string(), message: z.string() })
  .meta({ id: 'GameInstanceWarning' });
export type InstanceWarning = z.infer<typeof instanceWarningSchema>;
