import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN } from '@yaocai/domain/contracts/checkout';
import { invalid } from '@yaocai/domain/errors';

/** The request's Idempotency-Key: the same key asks for the same order, recharge or repayment. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw invalid('Idempotency-Key', '缺少或无效的请求标识（Idempotency-Key），请刷新页面后重新提交');
  }
  return key;
}
