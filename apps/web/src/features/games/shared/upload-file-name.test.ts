import { describe, expect, it } from 'vitest';
import { isJsonFileName } from './upload-file-name';

describe('isJsonFileName', () => {
  it('accepts names ending in .json, in any case', () => {
    for (const name of ['week-1.json', 'A.JSON', 'x.y.Json'])
      expect(isJsonFileName(name)).toBe(true);
  });

  it('refuses every other name', () => {
    for (const name of ['week-1.txt', 'week-1.json.txt', 'json', '.jsonl', 'data.jsonc', ''])
      expect(isJsonFileName(name), name).toBe(false);
  });
});
