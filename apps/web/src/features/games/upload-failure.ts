import { ApiError } from '@/lib/api-error';

/**
 * The failure toast of an upload (spec 8): titled with the error's title, else its message,
 * else the game's fallback; the problem's detail is the description.
 */
export function uploadFailureToast(
  error: unknown,
  fallbackTitle: string,
): { title: string; description: string | undefined } {
  if (error instanceof ApiError) {
    return { title: error.title || error.message || fallbackTitle, description: error.detail };
  }
  const message = error instanceof Error ? error.message : '';
  return { title: message || fallbackTitle, description: undefined };
}
