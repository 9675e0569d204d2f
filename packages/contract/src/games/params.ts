import { z } from 'zod';
import { idParamSchema } from '../fields.ts';

/** `{id}` of `GET /api/games/<game>/instances/{id}`. */
export const gameInstanceParamsSchema = z.strictObject({ id: idParamSchema });
