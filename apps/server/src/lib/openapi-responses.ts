// Problem answers to list in a route's `schema.response`, so the OpenAPI document shows them.
import { problemSchema } from '@cogniplay/contract';

export function problemResponses<S extends number>(
  ...statuses: S[]
): Record<S, typeof problemSchema> {
  return Object.fromEntries(statuses.map((status) => [status, problemSchema])) as Record<
    S,
    typeof problemSchema
  >;
}
