import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN } from '@yaocai/domain/contracts/checkout';
import { conflict, invalid } from '@yaocai/domain/errors';

/** A request's Idempotency-Key with a hash of the request it came with, stored together. */
export interface IdempotencyKey {
  key: string;
  requestHash: string;
}

/** The value with every object's keys in order, so that one request always hashes the same. */
const sortedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((name) => [name, sortedKeys(record[name])]),
  );
};

/**
 * The hash of a body as the route parsed it: JSON or form-encoded, with its defaults filled in and
 * unknown fields dropped, keys in order. Arrays keep their order.
 */
export const requestHashOf = (body: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(sortedKeys(body ?? null)))
    .digest('hex');

/** The request's Idempotency-Key: the same key asks for the same order, recharge or repayment. */
export function idempotencyKeyOf(request: FastifyRequest): IdempotencyKey {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw invalid('Idempotency-Key', '缺少或无效的请求标识（Idempotency-Key），请刷新页面后重新提交');
  }
  return { key, requestHash: requestHashOf(request.body) };
}

/**
 * Refuses a key already used for a different request (409) before anything is written: the client
 * would otherwise be handed the first one as if it were what it asked for. A record stored before
 * hashes were kept (no hash) is taken as the same request, as it was then.
 */
export function assertSameRequest(
  stored: { requestHash: string | null },
  asked: IdempotencyKey,
  subject: '订单' | '充值' | '还款' | '抽奖' | '兑换',
): void {
  if (stored.requestHash !== null && stored.requestHash !== asked.requestHash)
    throw conflict(`该请求标识（Idempotency-Key）已用于另一笔不同的${subject}，请勿重复使用`);
}
