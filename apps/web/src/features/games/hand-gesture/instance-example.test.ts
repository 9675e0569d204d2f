import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handGestureInstanceInputSchema } from '@cogniplay/contract';
import { parseInstanceJson } from '../shared/parse-instance-json';
import { handGestureExample } from './instance-example';

const uploadFormats = fs.readFileSync(
  path.resolve(__dirname, '../../../../../../docs/upload-formats.md'),
  'utf8',
);

/** The first JSON block of the document's section headed `heading`. */
function firstJsonBlockOf(heading: string): unknown {
  const section = uploadFormats.split(`## ${heading}`)[1] ?? '';
  const block = /```json\n([\s\S]*?)```/.exec(section)?.[1];
  if (block === undefined) throw new Error(`no JSON block under "${heading}"`);
  return JSON.parse(block);
}

describe('the New page templates', () => {
  it('start the hand-gesture editor from a valid instance', () => {
    expect(parseInstanceJson(handGestureExample, handGestureInstanceInputSchema).ok).toBe(true);
  });

  it('start the hand-gesture editor from the instance docs/upload-formats.md shows', () => {
    expect(JSON.parse(handGestureExample)).toEqual(firstJsonBlockOf('A hand-gesture instance'));
  });
});
