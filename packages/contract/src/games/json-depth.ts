/**
 * Whether a parsed JSON value nests objects/arrays deeper than `maxDepth` levels (a bare
 * object or array is depth 1). Iterative on purpose: a recursive walk, like a recursive schema,
 * overflows the stack on a hostile 10,000-level document before any limit could refuse it.
 */
export function jsonDepthExceeds(value: unknown, maxDepth: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    const level = depth + 1;
    if (level > maxDepth) return true;
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) {
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: level });
    }
  }
  return false;
}
