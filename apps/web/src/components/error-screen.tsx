import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MainLandmark } from '@/components/main-landmark';
import { buttonVariants } from '@/components/ui/button-variants';

/** The error's message, or the value serialised when it is not an Error. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    // undefined for undefined and functions, whatever the declared type says
    const json = JSON.stringify(error) as string | undefined;
    return json ?? String(error);
  } catch {
    return String(error);
  }
}

/** Fallback for an uncaught rendering or loading failure: the message and 'Reload the app'. */
export function ErrorScreen({ error }: Pick<ErrorComponentProps, 'error'>) {
  const { t } = useTranslation();
  return (
    <MainLandmark>
      <div
        role="alert"
        className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center"
        data-testid="error-screen"
      >
        <h1 className="text-2xl font-semibold">{t('error.title')}</h1>
        <pre className="bg-muted text-muted-foreground max-w-xl overflow-auto rounded-md p-3 text-left text-sm whitespace-pre-wrap">
          {describeError(error)}
        </pre>
        {/* A full page load: the app starts afresh even when the router itself failed. */}
        <a href="/" className={buttonVariants()}>
          {t('error.reload')}
        </a>
      </div>
    </MainLandmark>
  );
}
