// Fills `<meta name="..." content="">` tags of the SPA's index.html with run-time settings,
// so one build serves any deployment (issuer, client id, contact address).

import { html as safeHtml } from '@remix-run/html-template';

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Sets the content of each named meta tag; a tag missing from the page is added before `</head>`.
 * Values are HTML-escaped.
 */
export function injectMetaTags(html: string, values: Record<string, string>): string {
  let result = html;
  for (const [name, value] of Object.entries(values)) {
    const tag = String(safeHtml`<meta name="${name}" content="${value}" />`);
    const existing = new RegExp(`<meta\\b[^>]*\\bname=["']${escapeRegExp(name)}["'][^>]*>`, 'i');
    if (existing.test(result)) {
      result = result.replace(existing, () => tag);
    } else if (/<\/head>/i.test(result)) {
      result = result.replace(/<\/head>/i, () => `  ${tag}\n  </head>`);
    }
  }
  return result;
}
