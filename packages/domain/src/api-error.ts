import { Code } from './codes.ts';

/** A 422's fields at fault, by wire name (`lines.0.number`), each with its messages. */
export type FieldErrors = Record<string, string[]>;

export type ApiErrorKind = 'response' | 'timeout' | 'network' | 'canceled';

/** A call to the shop's API that did not succeed, as the web app's and the console's clients raise it. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Business code from the body, else the HTTP status; 0 when no response arrived. */
  readonly code: number;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly msg: string;
  readonly errors: FieldErrors;

  constructor(init: { kind: ApiErrorKind; code: number; status: number; msg: string; errors?: FieldErrors }) {
    super(init.msg || init.kind);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.msg = init.msg;
    this.errors = init.errors ?? {};
  }

  get signedOut(): boolean {
    return this.code === Code.notLoggedIn || this.status === 401;
  }

  /** The first message of the first failing field, as the spec shows it. */
  get firstFieldError(): string | undefined {
    return Object.values(this.errors)[0]?.[0];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
