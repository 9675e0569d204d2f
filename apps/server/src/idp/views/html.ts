// Minimal HTML rendering for the provider's pages: escaping and the shared page frame.
// The pages are plain server-rendered forms: no script, styles from our own stylesheet.
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Language, Translate } from '../i18n.ts';

export interface PageContext {
  language: Language;
  t: Translate;
  /** URL path of the folder that serves login.css. */
  assetsPath: string;
}

/** `script`: name of a file in the assets folder to load (deferred); the pages work without it. */
export function renderPage(
  page: PageContext,
  title: string,
  content: string,
  script?: string,
): string {
  const { t } = page;
  const scriptTag = script
    ? `\n<script src="${escapeHtml(`${page.assetsPath}/${script}`)}" defer></script>`
    : '';
  return `<!doctype html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(t('appName'))}</title>
<link rel="stylesheet" href="${escapeHtml(page.assetsPath)}/login.css">${scriptTag}
</head>
<body>
<main class="card">
<header class="brand">
<img src="/logo.svg" alt="${escapeHtml(t('logoAlt'))}" width="40" height="40">
<span class="app-name">${escapeHtml(t('appName'))}</span>
</header>
<p class="headline">${escapeHtml(t('headline'))}</p>
${content}
</main>
</body>
</html>
`;
}
