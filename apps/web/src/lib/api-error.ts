import type { Problem } from '@cogniplay/contract';

type ProblemFields = Pick<Problem, 'status' | 'title' | 'detail' | 'errors'> &
  Partial<Pick<Problem, 'type'>>;

/** Whether `body` has the shape of RFC 9457 problem details as our server sends them. */
function isProblem(body: unknown): body is ProblemFields {
  if (typeof body !== 'object' || body === null) return false;
  const { status, type, title, detail, errors } = body as Record<string, unknown>;
  return (
    typeof status === 'number' &&
    typeof title === 'string' &&
    (type === undefined || typeof type === 'string') &&
    (detail === undefined || typeof detail === 'string') &&
    (errors === undefined || Array.isArray(errors))
  );
}

/** An API failure, carrying the RFC 9457 problem details when the server sent them. */
export class ApiError extends Error {
  readonly status: number;
  /** The kind of problem (a URI); `about:blank` when the status says it all. */
  readonly type: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: NonNullable<Problem['errors']>;

  constructor(problem: ProblemFields) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
    this.status = problem.status;
    this.type = problem.type ?? 'about:blank';
    this.title = problem.title;
    this.detail = problem.detail;
    this.errors = problem.errors ?? [];
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  /** Builds the error from a failed response, using its problem+json body when it has one. */
  static async fromResponse(response: Response): Promise<ApiError> {
    const body: unknown = await response.json().catch(() => undefined);
    if (isProblem(body)) return new ApiError(body);
    return new ApiError({
      status: response.status,
      title: response.statusText || `HTTP ${response.status}`,
    });
  }
}
