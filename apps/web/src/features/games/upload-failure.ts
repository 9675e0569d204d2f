import { errorMessage } from '@/lib/error-message';
import { ApiError } from '@/lib/api-error';

/** A refused Check file or Upload, as the page shows it. */
export type UploadFailure = {
  /** Plain words chosen by the page, never the answer's HTTP reason phrase. */
  title: string;
  /** The server's explanation ("The file has 2 problems. Nothing was stored."), if any. */
  detail: string | undefined;
  /** One line per problem: JSON path in the file, then exercise, instance and message. */
  problems: string[];
};

/**
 * What a failed Check file or Upload shows: both list the same problems, each naming
 * the exercise, the instance index, the JSON path and the message the server gave.
 */
export function uploadFailure(error: unknown, title: string): UploadFailure {
  const problems =
    error instanceof ApiError ? error.errors.map((e) => `${e.path}: ${e.message}`) : [];
  const message = errorMessage(error, '');
  return { title, detail: message === '' ? undefined : message, problems };
}
