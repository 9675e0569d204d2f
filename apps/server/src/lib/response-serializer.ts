// The app's response serializer: every JSON answer is checked and shaped by its route's zod
// response schema (fastify-type-provider-zod). An answer marked with `serializeOnce` (a kept
// list, lib/cached-list.ts) is checked and serialised on its first use per route, and that
// JSON is sent again while the same answer is: such an answer must never be modified.
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

const keptAnswers = new WeakSet<object>();

/** Marks an answer that is sent many times unchanged; returns it. */
export function serializeOnce<T extends object>(answer: T): T {
  keptAnswers.add(answer);
  return answer;
}

export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const serialize = zodSerializerCompiler(route);
  const serialized = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !keptAnswers.has(data)) {
      return serialize(data);
    }
    let json = serialized.get(data);
    if (json === undefined) {
      json = serialize(data);
      serialized.set(data, json);
    }
    return json;
  };
};
