import { describe, expect, it } from 'vitest';
import { injectMetaTags } from '../../src/lib/html-meta.ts';

describe('injectMetaTags', () => {
  it('fills the content of an existing tag, whatever its formatting', () => {
    const html = `<head>\n<meta content="" name='app-x'>\n</head>`;
    expect(injectMetaTags(html, { 'app-x': 'v' })).toBe(
      `<head>\n<meta name="app-x" content="v" />\n</head>`,
    );
  });

  it('escapes values', () => {
    const html = '<head><meta name="a" content="" /></head>';
    expect(injectMetaTags(html, { a: `"><script>alert('x')</script>` })).toBe(
      '<head><meta name="a" content="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" /></head>',
    );
  });

  it('adds a missing tag to the head', () => {
    expect(injectMetaTags('<html><head></head></html>', { b: '1' })).toBe(
      '<html><head>  <meta name="b" content="1" />\n  </head></html>',
    );
  });

  it('treats $ in values literally', () => {
    expect(injectMetaTags('<head><meta name="a" content=""></head>', { a: "$&$'" })).toContain(
      `content="$&amp;$&#39;"`,
    );
  });

  it('leaves other tags alone', () => {
    const html = '<head><meta name="ab" content="keep" /><meta name="a" content="" /></head>';
    expect(injectMetaTags(html, { a: 'x' })).toBe(
      '<head><meta name="ab" content="keep" /><meta name="a" content="x" /></head>',
    );
  });
});
