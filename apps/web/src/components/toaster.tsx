import { useTranslation } from 'react-i18next';
import { useToast } from '@/hooks/use-toast';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@/components/ui/toast';

/** Renders the toast store: 5 s, swipe right past 50 px to dismiss, F8 focuses the region. */
export function Toaster() {
  const { t } = useTranslation();
  const { toasts } = useToast();

  return (
    <ToastProvider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('toast.notification')}
    >
      {toasts.map(function ({ id, title, description, action, ...props }) {
        return (
          <Toast key={id} {...props}>
            <div className="grid gap-1">
              {title && <ToastTitle>{title}</ToastTitle>}
              {description && <ToastDescription>{description}</ToastDescription>}
            </div>
            {action}
            <ToastClose aria-label={t('toast.close')} />
          </Toast>
        );
      })}
      <ToastViewport hotkey={['F8']} label={t('toast.region')} className="gap-4" />
    </ToastProvider>
  );
}
