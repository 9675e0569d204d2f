// Errors that handlers throw to answer with an RFC 9457 problem (see plugins/errors.ts).
import { STATUS_CODES } from 'node:http';
import type { Problem } from '@cogniplay/contract';

type FieldError = NonNullable<Problem['errors']>[number];

export interface HttpProblemInit {
  detail?: string;
  /** A URI naming the kind of problem; `about:blank` means "just the HTTP status". */
  type?: string;
  errors?: FieldError[];
  /** Extra response headers, e.g. `WWW-Authenticate` on 401. */
  headers?: Record<string, string>;
  /**
   * Extension members of the body (RFC 9457 section 3.2), e.g. the play API's `reason`; the
   * route's response schema for the status must name them, or they are left out.
   */
  extensions?: Record<string, string>;
}

export class HttpProblem extends Error {
  readonly status: number;
  readonly type: string;
  readonly detail: string | undefined;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  readonly extensions: Record<string, string>;

  constructor(status: number, init: HttpProblemInit = {}) {
    super(init.detail ?? STATUS_CODES[status] ?? 'Error');
    this.name = 'HttpProblem';
    this.status = status;
    this.type = init.type ?? 'about:blank';
    this.detail = init.detail;
    this.errors = init.errors;
    this.headers = init.headers ?? {};
    this.extensions = init.extensions ?? {};
  }

  toProblem(): Problem {
    return {
      ...this.extensions,
      ...problemBody(this.status, {
        type: this.type,
        detail: this.detail,
        errors: this.errors,
      }),
    };
  }
}

/** The body of a problem answer; `title` is the status's standard phrase. */
export function problemBody(
  status: number,
  fields: { type?: string; detail?: string | undefined; errors?: FieldError[] | undefined } = {},
): Problem {
  const body: Problem = {
    type: fields.type ?? 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
  };
  if (fields.detail !== undefined) body.detail = fields.detail;
  if (fields.errors !== undefined) body.errors = fields.errors;
  return body;
}

/** Shorthands for the problems handlers throw most. */
export const httpError = {
  badRequest: (detail: string, errors?: FieldError[]) =>
    new HttpProblem(400, { detail, ...(errors ? { errors } : {}) }),
  unauthorized: (detail: string, headers?: Record<string, string>) =>
    new HttpProblem(401, { detail, headers: headers ?? { 'www-authenticate': 'Bearer' } }),
  forbidden: (detail = 'You do not have permission to do this.') =>
    new HttpProblem(403, { detail }),
  /** `notFound('School')` answers "School not found." */
  notFound: (what = 'Resource') => new HttpProblem(404, { detail: `${what} not found.` }),
  conflict: (detail: string) => new HttpProblem(409, { detail }),
  serviceUnavailable: (detail: string) => new HttpProblem(503, { detail }),
};
