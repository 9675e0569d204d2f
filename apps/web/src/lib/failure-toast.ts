import { toast } from '@/hooks/use-toast';
import { errorMessage } from './error-message';

/** The toast of a failed call: `title`, and the server's explanation or else `fallback`. */
export function toastFailure(title: string, error: unknown, fallback: string) {
  toast({ variant: 'destructive', title, description: errorMessage(error, fallback) });
}
