import { describe, expect, it } from 'vitest';
import { mailTextParts } from './mail-text';

describe('mailTextParts', () => {
  it('cuts out every place of the link', () => {
    const link = 'https://lab.test/invitation?token=abc';
    expect(mailTextParts(`Open:\n\n${link}\n\n---\n\nÖffnen:\n\n${link}\n`, link)).toEqual([
      { kind: 'text', value: 'Open:\n\n' },
      { kind: 'link', value: link },
      { kind: 'text', value: '\n\n---\n\nÖffnen:\n\n' },
      { kind: 'link', value: link },
      { kind: 'text', value: '\n' },
    ]);
  });

  it('keeps a text without link, or whose link is no web address, in one part', () => {
    expect(mailTextParts('Hello', null)).toEqual([{ kind: 'text', value: 'Hello' }]);
    expect(mailTextParts('Run javascript:alert(1)', 'javascript:alert(1)')).toEqual([
      { kind: 'text', value: 'Run javascript:alert(1)' },
    ]);
  });
});
