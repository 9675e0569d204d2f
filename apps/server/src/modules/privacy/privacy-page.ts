// The privacy statement, rendered from the contract's PRIVACY_INVENTORY (which a test holds to
// the database schema) and this folder's texts: what the platform stores about a child, why,
// who sees it, what it never stores, how long it keeps it and how parents ask for it. Every
// value is escaped by the `html` tag.
import { html, type SafeHtml } from '@remix-run/html-template';
import { PRIVACY_INVENTORY } from '@cogniplay/contract';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export const PRIVACY_LANGUAGES = ['en', 'de'] as const;
export type PrivacyLanguage = (typeof PRIVACY_LANGUAGES)[number];

type Texts = typeof en;
const TEXTS: Record<PrivacyLanguage, Texts> = { en, de };

/** The statement's sections after the list of what is stored, in order. */
const PARTS = [
  ['whoTitle', 'who'],
  ['notStoredTitle', 'notStored'],
  ['keptTitle', 'kept'],
  ['accessTitle', 'access'],
] as const;

function category(texts: Texts, key: (typeof PRIVACY_INVENTORY)[number]['key']): SafeHtml {
  const { title, what, why } = texts.categories[key];
  return html`<section aria-labelledby="category-${key}" class="category">
<h3 id="category-${key}">${title}</h3>
<dl><dt>${texts.what}</dt><dd>${what}</dd><dt>${texts.why}</dt><dd>${why}</dd></dl>
</section>`;
}

/** The whole page in `language`; `otherUrl` shows it in the other language. */
export function renderPrivacyPage(language: PrivacyLanguage, otherUrl: string): string {
  const texts = TEXTS[language];
  const other = language === 'en' ? 'de' : 'en';
  const parts = PARTS.map(
    ([title, body]) => html`<section aria-labelledby="${title}">
<h2 id="${title}">${texts[title]}</h2>
<p>${texts[body]}</p>
</section>`,
  );
  return String(html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${texts.title} · Cogniplay</title>
<link rel="icon" type="image/svg+xml" href="/logo.svg">
<link rel="stylesheet" href="/privacy.css">
</head>
<body>
<a class="skip-link" href="#main">${texts.skip}</a>
<main id="main" tabindex="-1">
<p class="language"><a href="${otherUrl}" hreflang="${other}" lang="${other}">${texts.otherLanguage}</a></p>
<h1>${texts.title}</h1>
<p>${texts.intro}</p>
<section aria-labelledby="stored">
<h2 id="stored">${texts.storedTitle}</h2>
${PRIVACY_INVENTORY.map(({ key }) => category(texts, key))}
</section>
${parts}
</main>
</body>
</html>
`);
}
