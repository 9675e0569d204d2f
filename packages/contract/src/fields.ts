import { z } from 'zod';
import { isNameText, nameTextError } from './safe-text.ts';
import { idSchema } from './users.ts';

/** Longest email address a mailbox can have (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest school or institute name accepted. */
export const NAME_MAX_LENGTH = 200;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** An email address as typed: trimmed, at most 254 characters; case is kept (compare lower-cased). */
export const emailSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL_MESSAGE })
  .check(z.email({ error: INVALID_EMAIL_MESSAGE }));

/**
 * A required display name: trimmed, not blank, at most NAME_MAX_LENGTH characters, one line
 * without control characters.
 */
export function requiredNameSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(NAME_MAX_LENGTH, { error: `Must be at most ${NAME_MAX_LENGTH} characters` })
    .refine(isNameText, nameTextError);
}

/** Ids are PostgreSQL `integer` keys: larger numbers can name no record. */
export const MAX_ID = 2_147_483_647;

/** An id a client sends in a body: a positive integer within the key range. */
export const idReferenceSchema = idSchema.max(MAX_ID);

export const ID_PARAM_MESSAGE = 'Must be an id: a positive whole number in plain decimal digits';

/**
 * An id in a path or query string (text), e.g. `/schools/{id}`: plain decimal digits only, so
 * `0x1`, `1e2`, ` 1`, `+1` and `01` name no record instead of record 1 or 100. The one id
 * schema of every route's params and query.
 */
export const idParamSchema = z
  .string()
  .regex(/^[1-9][0-9]*$/, { error: ID_PARAM_MESSAGE })
  .transform(Number)
  .pipe(idReferenceSchema);

/**
 * A day as YYYY-MM-DD (a filter's first or last day), from 1900: PostgreSQL has no year 0, and
 * no study is older.
 */
export const dayParamSchema = z.iso
  .date({ error: 'Must be a date as YYYY-MM-DD' })
  .refine((day) => day >= '1900-01-01', { error: 'Must be a date from 1900-01-01' });

/** A count of things: a whole number from 0. */
export const countSchema = z.int().min(0);
