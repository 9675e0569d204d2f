// Minimal HTML rendering for the provider's pages: escaping and the shared page frame.
// The pages are plain server-rendered forms: no script, styles from our own stylesheet.
import { escapeHtml } from '../../lib/escape-html.ts';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language, type Translate } from '../i18n.ts';

export interface PageContext {
  language: Language;
  t: Translate;
  /** URL path of the folder that serves login.css. */
  assetsPath: string;
  /** The same page in another language; without it the page has no language switch. */
  languageUrl?: (language: Language) => string;
}

/** Links to the page in each language; plain links, so the switch works without script. */
function languageSwitch(page: PageContext): string {
  const { languageUrl } = page;
  if (!languageUrl) return '';
  const links = SUPPORTED_LANGUAGES.map((language) => {
    const current = language === page.language ? ' aria-current="true"' : '';
    return `<li><a href="${escapeHtml(languageUrl(language))}" hreflang="${language}" lang="${language}"${current}>${escapeHtml(LANGUAGE_NAMES[language])}</a></li>`;
  }).join('');
  return `<nav class="language-switch" aria-label="${escapeHtml(page.t('languageSwitch'))}"><ul>${links}</ul></nav>
`;
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
${languageSwitch(page)}
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
