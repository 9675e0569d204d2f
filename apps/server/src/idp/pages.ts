// The page context (language, texts, asset path) for a request, from the Fastify side or from
// inside oidc-provider (Koa), and the provider's own pages rendered in our look.
import { errors, type KoaContextWithOIDC } from 'oidc-provider';
import { LANGUAGE_COOKIE, pickLanguage, translator, type LanguageHints } from './i18n.ts';
import type { PageContext } from './views/html.ts';
import { renderErrorPage, renderLoggedOutPage, renderLogoutPage } from './views/message-pages.ts';

export function pageContext(mountPath: string, hints: LanguageHints): PageContext {
  const language = pickLanguage(hints);
  return { language, t: translator(language), assetsPath: `${mountPath}/assets` };
}

function koaPageContext(ctx: KoaContextWithOIDC, mountPath: string): PageContext {
  // ctx.oidc.params exists only once the provider parsed the request's parameters.
  const params = (ctx.oidc as Partial<KoaContextWithOIDC['oidc']> | undefined)?.params;
  return pageContext(mountPath, {
    uiLocales: params?.ui_locales,
    cookie: ctx.cookies.get(LANGUAGE_COOKIE),
    acceptLanguage: ctx.get('accept-language'),
  });
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
      ctx.type = 'html';
      // The provider's description is safe to show (it never carries internals) and names the cause.
      ctx.body = renderErrorPage(page, message, homeUrl, out.error_description);
    },
    logoutSource(ctx: KoaContextWithOIDC, providerForm: string) {
      // A valid id_token_hint (checked by the provider) proves the app itself asked for sign-out.
      const confirmAtOnce = Boolean(ctx.oidc.entities.IdTokenHint);
      ctx.type = 'html';
      ctx.body = renderLogoutPage(koaPageContext(ctx, mountPath), {
        providerForm,
        homeUrl,
        confirmAtOnce,
      });
    },
    postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      ctx.type = 'html';
      ctx.body = renderLoggedOutPage(koaPageContext(ctx, mountPath), homeUrl);
    },
  };
}
