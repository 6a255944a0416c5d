import { Code, Message } from './codes.ts';

/**
 * A business rule refused the request. Thrown deep in services and mapped to the wire format once,
 * by the server's error handler: HTTP status `status`, body `{ code, msg, data: null, errors? }`.
 */
export class DomainError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number = code >= 400 && code < 600 ? code : 400,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A 422 naming the field at fault, as Laravel's validator answers. */
export const invalid = (field: string, message: string): DomainError =>
  new DomainError(Code.invalid, message, 422, { [field]: [message] });

export const notLoggedIn = (): DomainError => new DomainError(Code.notLoggedIn, Message.notLoggedIn, 401);

export const tooManyRequests = (message: string): DomainError =>
  new DomainError(Code.tooManyRequests, message, 429);

export const notFound = (message: string): DomainError => new DomainError(Code.notFound, message, 404);

export const forbidden = (message: string): DomainError => new DomainError(Code.forbidden, message, 403);

/** A request that clashes with what was done before under the same name (a reused key). */
export const conflict = (message: string): DomainError => new DomainError(Code.conflict, message, 409);

/** A request that is well formed but cannot be done in the record's current state. */
export const badRequest = (message: string): DomainError => new DomainError(Code.badRequest, message, 400);
