// The shared page frame of the provider's pages. Every page is built with the `html` tag, which
// escapes each interpolated value unless it is itself built with `html`, so no value can reach
// the page unescaped by mistake. The pages are plain server-rendered forms: no inline script,
// styles from our own stylesheet.
import { html, type SafeHtml } from '@remix-run/html-template';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language, type Translate } from '../i18n.ts';

export { html, type SafeHtml };

export interface PageContext {
  language: Language;
  t: Translate;
  /** URL path of the folder that serves login.css. */
  assetsPath: string;
  /** The same page in another language; without it the page has no language switch. */
  languageUrl?: (language: Language) => string;
}

/** Links to the page in each language; plain links, so the switch works without script. */
function languageSwitch(page: PageContext): SafeHtml | undefined {
  const { languageUrl } = page;
  if (!languageUrl) return undefined;
  const links = SUPPORTED_LANGUAGES.map((language) => {
    const current = language === page.language ? html` aria-current="true"` : undefined;
    return html`<li><a href="${languageUrl(language)}" hreflang="${language}" lang="${language}"${current}>${LANGUAGE_NAMES[language]}</a></li>`;
  });
  return html`<nav class="language-switch" aria-label="${page.t('languageSwitch')}"><ul>${links}</ul></nav>
`;
}

/** `script`: name of a file in the assets folder to load (deferred); the pages work without it. */
export function renderPage(
  page: PageContext,
  title: string,
  content: SafeHtml,
  script?: string,
): SafeHtml {
  const { t } = page;
  const scriptTag = script
    ? html`\n<script src="${`${page.assetsPath}/${script}`}" defer></script>`
    : undefined;
  return html`<!doctype html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${t('appName')}</title>
<link rel="stylesheet" href="${page.assetsPath}/login.css">${scriptTag}
</head>
<body>
<main class="card">
${languageSwitch(page)}
<header class="brand">
<img src="/logo.svg" alt="${t('logoAlt')}" width="40" height="40">
<span class="app-name">${t('appName')}</span>
</header>
<p class="headline">${t('headline')}</p>
${content}
</main>
</body>
</html>
`;
}
