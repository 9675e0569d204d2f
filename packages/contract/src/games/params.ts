import { z } from 'zod';
import { idSchema } from '../users.ts';

/** `{id}` of `GET /api/games/<game>/instances/{id}`. */
export const gameInstanceParamsSchema = z.strictObject({ id: z.coerce.number().pipe(idSchema) });
