// The page context (language, texts, asset path) for a request, from the Fastify side or from
// inside oidc-provider (Koa), and the provider's own pages rendered in our look.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors, type KoaContextWithOIDC } from 'oidc-provider';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  pickLanguage,
  SUPPORTED_LANGUAGES,
  translator,
  urlWithLanguage,
  type LanguageHints,
} from './i18n.ts';
import type { PageContext, SafeHtml } from './views/html.ts';
import { renderErrorPage, renderLoggedOutPage, renderLogoutPage } from './views/message-pages.ts';

/** `currentUrl`: path and query of the page, for its language switch (none without it). */
export function pageContext(
  mountPath: string,
  hints: LanguageHints,
  currentUrl?: string,
): PageContext {
  const language = pickLanguage(hints);
  return {
    language,
    t: translator(language),
    assetsPath: `${mountPath}/assets`,
    ...(currentUrl ? { languageUrl: (other) => urlWithLanguage(currentUrl, other) } : {}),
  };
}

/**
 * The page context of one of our routes; `uiLocales` from the interaction, if any. The language
 * switch shows `currentUrl` again: by default the URL of a GET. The answer to a form has no URL
 * of its own to show again, so it offers no switch unless the route names one.
 */
export function requestPageContext(
  mountPath: string,
  request: FastifyRequest,
  uiLocales?: unknown,
  currentUrl: string | undefined = request.method === 'GET' ? request.url : undefined,
): PageContext {
  const query = request.query as Record<string, unknown> | undefined;
  return pageContext(
    mountPath,
    {
      choice: query?.[LANGUAGE_QUERY],
      uiLocales,
      cookie: request.cookies[LANGUAGE_COOKIE],
      accepted: request.languages(SUPPORTED_LANGUAGES),
    },
    currentUrl,
  );
}

function koaPageContext(ctx: KoaContextWithOIDC, mountPath: string): PageContext {
  // ctx.oidc.params exists only once the provider parsed the request's parameters.
  const params = (ctx.oidc as Partial<KoaContextWithOIDC['oidc']> | undefined)?.params;
  // Only a page shown for a GET can be shown again in the other language.
  return pageContext(
    mountPath,
    {
      choice: ctx.query[LANGUAGE_QUERY],
      uiLocales: params?.ui_locales,
      cookie: ctx.cookies.get(LANGUAGE_COOKIE),
      accepted: ctx.acceptsLanguages(SUPPORTED_LANGUAGES),
    },
    ctx.method === 'GET' ? ctx.originalUrl : undefined,
  );
}

/** The page without its language switch: a final page (done, accepted) cannot be shown again. */
export function withoutLanguageSwitch({ languageUrl: _, ...page }: PageContext): PageContext {
  return page;
}

/** Sends one of our pages: never kept by a cache (they may carry a token or a form's state). */
export function sendPage(reply: FastifyReply, status: number, html: SafeHtml): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(String(html));
}

/** Answers one of oidc-provider's own requests (Koa) with one of our pages. */
function showProviderPage(ctx: KoaContextWithOIDC, html: SafeHtml): void {
  ctx.type = 'html';
  ctx.body = String(html);
}

/** Pages oidc-provider renders itself (errors and RP-initiated logout), in our look and language. */
export function providerPages(mountPath: string, homeUrl: string) {
  return {
    renderError(
      ctx: KoaContextWithOIDC,
      out: { error_description?: string | undefined },
      error: Error,
    ) {
      const page = koaPageContext(ctx, mountPath);
      const message =
        error instanceof errors.SessionNotFound ? page.t('error.expired') : page.t('error.generic');
      // The provider's description is safe to show (it never carries internals) and names the cause.
      showProviderPage(ctx, renderErrorPage(page, message, homeUrl, out.error_description));
    },
    logoutSource(ctx: KoaContextWithOIDC, providerForm: string) {
      // A valid id_token_hint (checked by the provider) proves the app itself asked for sign-out.
      const confirmAtOnce = Boolean(ctx.oidc.entities.IdTokenHint);
      showProviderPage(
        ctx,
        renderLogoutPage(koaPageContext(ctx, mountPath), { providerForm, homeUrl, confirmAtOnce }),
      );
    },
    postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      showProviderPage(ctx, renderLoggedOutPage(koaPageContext(ctx, mountPath), homeUrl));
    },
  };
}
