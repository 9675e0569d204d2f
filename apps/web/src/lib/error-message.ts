/** The text an error toast shows: the error's own message, else `fallback` (spec 8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
