/** An RFC 6901 JSON Pointer from path segments: `['a/b', 0]` gives `/a~1b/0`. */
export function jsonPointer(segments: readonly PropertyKey[]): string {
  return segments
    .map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`)
    .join('');
}
