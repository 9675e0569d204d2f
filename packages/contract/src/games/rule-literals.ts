// Boolean complexity (Feldman 2000): the number of literals of the shortest formula, in and, or
// and not, equivalent to a rule. A rule reads at most four characteristics, so it is a function
// of at most 4 variables: a truth table of at most 16 rows, one bit each. The shortest formulas
// are found level by level (all functions with 1 literal, then 2, …), combining two smaller ones
// with and or or; a not is pushed down to the literals (De Morgan), where it costs nothing, so
// literals and their negations are the whole first level. The rule itself is such a formula, so
// the search ends at the rule's own number of properties at the latest. The levels found are
// kept for the process: rules of children's exercises need a few literals (a few milliseconds);
// the worst function of four variables (their parity, 16 literals) takes about 1.6 s once.
import { evaluateRule, type CharacteristicValue, type Rule } from './rule.ts';

/** Each property of the rule (a leaf: one literal). */
function propertyCount(rule: Rule): number {
  switch (rule.$type) {
    case 'property':
      return 1;
    case 'and':
    case 'or':
      return propertyCount(rule.left) + propertyCount(rule.right);
    case 'not':
      return propertyCount(rule.rule);
  }
}

function propertyIndexes(rule: Rule, into = new Set<number>()): Set<number> {
  if (rule.$type === 'property') into.add(rule.index);
  else if (rule.$type === 'not') propertyIndexes(rule.rule, into);
  else {
    propertyIndexes(rule.left, into);
    propertyIndexes(rule.right, into);
  }
  return into;
}

/** The functions of `variables` variables by the size of their shortest formulas. */
interface Levels {
  /** The shortest formula's literal count of each truth table found so far (0: not yet). */
  size: Uint8Array;
  /** The truth tables whose shortest formula has `n` literals, at index n. */
  bySize: number[][];
}

const levelsByVariables = new Map<number, Levels>();

/** The first level: each variable and its negation, as truth tables over `variables` rows. */
function firstLevel(variables: number): Levels {
  const rows = 1 << variables;
  const all = (1 << rows) - 1;
  const size = new Uint8Array(1 << rows);
  const literals: number[] = [];
  for (let v = 0; v < variables; v++) {
    let table = 0;
    for (let row = 0; row < rows; row++) if ((row >> v) & 1) table |= 1 << row;
    for (const literal of [table, all & ~table]) {
      if (size[literal] === 0) {
        size[literal] = 1;
        literals.push(literal);
      }
    }
  }
  return { size, bySize: [[], literals] };
}

/** Adds the functions whose shortest formula has `n` literals (every smaller level is there). */
function addLevel({ size, bySize }: Levels, n: number) {
  const found: number[] = [];
  const keep = (table: number) => {
    if (size[table] === 0) {
      size[table] = n;
      found.push(table);
    }
  };
  for (let a = 1; a <= n - a; a++) {
    const left = bySize[a]!;
    const right = bySize[n - a]!;
    for (const f of left) {
      for (const g of right) {
        keep(f & g);
        keep(f | g);
      }
    }
  }
  bySize[n] = found;
}

/**
 * The number of literals of the shortest formula equivalent to the rule (Feldman's boolean
 * complexity); 0 for a rule that is always or never true.
 */
export function ruleLiteralCount(rule: Rule): number {
  const indexes = [...propertyIndexes(rule)].sort((a, b) => a - b);
  const variables = indexes.length;
  const rows = 1 << variables;
  let table = 0;
  for (let row = 0; row < rows; row++) {
    const characteristics: CharacteristicValue[] = [];
    indexes.forEach((index, v) => (characteristics[index] = (row >> v) & 1 ? 'on' : 'off'));
    if (evaluateRule(rule, characteristics)) table |= 1 << row;
  }
  if (table === 0 || table === (1 << rows) - 1) return 0;
  let levels = levelsByVariables.get(variables);
  if (!levels) {
    levels = firstLevel(variables);
    levelsByVariables.set(variables, levels);
  }
  const most = propertyCount(rule);
  for (let n = 1; n <= most; n++) {
    if (levels.bySize[n] === undefined) addLevel(levels, n);
    if (levels.size[table] === n) return n;
  }
  // Unreachable: the rule is itself a formula of `most` literals.
  return most;
}
