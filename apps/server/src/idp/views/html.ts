// The shared page frame of the provider's pages, and the parts and pages they share. Every page
// is built with the `html` tag, which escapes each interpolated value unless it is itself built
// with `html`, so no value can reach the page unescaped by mistake. The pages are plain
// server-rendered forms: no inline script, styles from our own stylesheet.
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

/** A page of one message: the title as its heading, the message, and a link on. */
export function renderMessagePage(
  page: PageContext,
  title: string,
  message: SafeHtml,
  link: { href: string; text: string },
): SafeHtml {
  return renderPage(
    page,
    title,
    html`<h1>${title}</h1>
${message}
${linkLine(link.href, link.text)}`,
  );
}

/** The two flows behind a single-use link: accepting an invitation, and resetting a password. */
export type LinkFlow = 'invitation' | 'reset';

/** Why a link does not work: it was never issued (or is cut short), is used, or has expired. */
export type InvalidLinkReason = 'unknown' | 'used' | 'expired';

/** The last page of a flow: done, and on to sign in. */
export function renderLinkDone(page: PageContext, flow: LinkFlow, signInUrl: string): SafeHtml {
  const { t } = page;
  return renderMessagePage(page, t(`${flow}.done.title`), introText(t(`${flow}.done.text`)), {
    href: signInUrl,
    text: t('invitation.done.continue'),
  });
}

/** A link that does not work: why, and the way on (`link`). */
export function renderInvalidLink(
  page: PageContext,
  flow: LinkFlow,
  reason: InvalidLinkReason,
  link: { href: string; text: string },
): SafeHtml {
  const { t } = page;
  const why = alertText(t(`${flow}.invalid.${reason}`));
  return renderMessagePage(page, t(`${flow}.invalid.title`), why, link);
}

/** A page's message as an introduction. */
export function introText(text: string): SafeHtml {
  return html`<p class="intro">${text}</p>`;
}

/** A page's message as an alert: what went wrong. */
export function alertText(text: string): SafeHtml {
  return html`<p class="alert" role="alert">${text}</p>`;
}

/** A link on a line of its own, under a page's text. */
export function linkLine(href: string, text: string): SafeHtml {
  return html`<p><a class="link" href="${href}">${text}</a></p>`;
}

/**
 * The attributes of each of a form's `fields`: `aria-invalid` on those with an error, and
 * `autofocus` on the first error's field (errors are in the order they are shown), else on the
 * first field.
 */
export function fieldMarks<Field extends string>(
  fields: readonly [Field, ...Field[]],
  errors: Partial<Record<Field, string>>,
): Record<Field, SafeHtml> {
  const focused = (Object.keys(errors)[0] as Field | undefined) ?? fields[0];
  const marks = fields.map((field) => {
    const invalid = errors[field] ? html` aria-invalid="true"` : undefined;
    const focus = field === focused ? html` autofocus` : undefined;
    return [field, html`${invalid}${focus}`] as const;
  });
  return Object.fromEntries(marks) as Record<Field, SafeHtml>;
}

/**
 * The new password and its confirmation, as the onboarding and the reset form ask for them:
 * `label` names the first field, `marks` are the fields' attributes (fieldMarks).
 */
export function newPasswordFields(
  { t }: PageContext,
  label: string,
  minLength: number,
  marks: { password: SafeHtml; passwordConfirm: SafeHtml },
): SafeHtml {
  const hint = t('invitation.passwordHint', { min: minLength });
  return html`<label for="password">${label}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${minLength}" aria-describedby="password-hint"${marks.password}>
<p id="password-hint" class="hint">${hint}</p>
<label for="passwordConfirm">${t('invitation.passwordConfirm')}</label>
<input id="passwordConfirm" name="passwordConfirm" type="password" autocomplete="new-password" required${marks.passwordConfirm}>`;
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
