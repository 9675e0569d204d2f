import { describe, expect, it } from 'vitest';
import { ruleFindingInstanceInputSchema } from '@cogniplay/contract';
import { parseInstanceJson } from '../shared/parse-instance-json';
import { ruleFindingExample } from './instance-example';

describe('the New page template', () => {
  it('starts the rule-finding editor from a valid instance', () => {
    expect(parseInstanceJson(ruleFindingExample, ruleFindingInstanceInputSchema).ok).toBe(true);
  });
});
