import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageTitleKey } from '@/lib/page-title';

/** Keeps the document's title on the page shown, translated: 'Schools · Cogniplay'. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const key = useRouterState({ select: (state) => pageTitleKey(state.matches) });
  const appName = t('appName');
  const title = key ? t('pageTitle.format', { page: t(`pageTitle.${key}`), appName }) : appName;

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
