/**
 * Errors that say the database cannot be reached or dropped the connection, as opposed to a query's
 * own fault. A request failing with one of these is answered 503 with Retry-After: the same request
 * may well succeed a moment later, on another connection or once the database is back.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or refusing connections: 08xxx connection exceptions, shutdown
 * (57P01–57P03), too many connections (53300), and a session ended for idling in a transaction.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '25P03']);

/** node-postgres says so in words only. */
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/** A transaction that stayed idle past its deadline (embedded database: see db/client.ts). */
export class TransactionIdleError extends Error {
  readonly code = '25P03';
  constructor(ms: number) {
    super(`transaction idle for more than ${ms} ms: rolled back`);
    this.name = 'TransactionIdleError';
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))
    )
      return true;
    if (typeof message === 'string' && LOST_MESSAGES.some((lost) => message.startsWith(lost))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
