// Counts the instances of an upload file's text without parsing it (docs/upload-formats.md: a
// single instance, an array of instances, or {"exercises": [{"instances": [...]}]}), so a file
// of a million instances is refused before a million objects are built. A byte-level scan with
// no allocation per value; the count after parsing stays the authoritative one.

const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }
const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const COMMA = 0x2c; // ,
const COLON = 0x3a; // :

/** What a container is in the file's structure: only the elements of `instances` count. */
type Role = 'root-object' | 'exercises' | 'exercise' | 'instances' | 'other';

interface Container {
  isArray: boolean;
  role: Role;
  /** The last key read in an object. */
  key: string | undefined;
  /** An array waits for its next element (after `[` or `,`). */
  expectValue: boolean;
}

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/** Index of the quote closing the string that opens at `start`, or -1. */
function closingQuote(text: string, start: number): number {
  let at = text.indexOf('"', start + 1);
  while (at !== -1) {
    let backslashes = 0;
    for (let i = at - 1; text.charCodeAt(i) === BACKSLASH; i -= 1) backslashes += 1;
    if (backslashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return -1;
}

function roleOf(parent: Container | undefined, isArray: boolean): Role {
  if (!parent) return isArray ? 'instances' : 'root-object';
  if (parent.role === 'root-object' && isArray && parent.key === 'exercises') return 'exercises';
  if (parent.role === 'exercises' && !isArray) return 'exercise';
  if (parent.role === 'exercise' && isArray && parent.key === 'instances') return 'instances';
  return 'other';
}

/**
 * The number of instances in the file, or a number above `stopAbove` as soon as the count
 * passes it. Meant for text that is then parsed: for invalid JSON the count is meaningless.
 */
export function countUploadInstances(text: string, stopAbove: number): number {
  const stack: Container[] = [];
  let count = 0;
  let rootIsObject = false;
  let sawExercises = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isSpace(code)) continue;
    const top = stack[stack.length - 1];
    if (top?.isArray && top.expectValue && code !== CLOSE_ARRAY) {
      top.expectValue = false;
      if (top.role === 'instances') {
        count += 1;
        if (count > stopAbove) return count;
      }
    }
    if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      const isArray = code === OPEN_ARRAY;
      const role = roleOf(top, isArray);
      if (!top) rootIsObject = !isArray;
      if (role === 'exercises') sawExercises = true;
      stack.push({ isArray, role, key: undefined, expectValue: isArray });
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      stack.pop();
    } else if (code === COMMA) {
      if (top?.isArray) top.expectValue = true;
    } else if (code === QUOTE) {
      const end = closingQuote(text, i);
      if (end === -1) break;
      // A key that decides a role: a string in such an object that a colon follows.
      if (top && (top.role === 'root-object' || top.role === 'exercise')) {
        let next = end + 1;
        while (next < text.length && isSpace(text.charCodeAt(next))) next += 1;
        if (text.charCodeAt(next) === COLON) top.key = text.slice(i + 1, end);
      }
      i = end;
    }
  }
  return rootIsObject && !sawExercises ? 1 : count;
}
