import { ApiError } from './api-error';

/**
 * The text an error toast shows: the server's explanation of a failed call (a
 * problem's `detail`) or the error's own message, else `fallback`. A problem's `title` is the
 * HTTP reason phrase ("Bad Request", "Unsupported Media Type"), which is no text for people.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail?.trim() || fallback;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
