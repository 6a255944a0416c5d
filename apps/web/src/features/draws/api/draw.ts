import type { DrawResult } from '@yaocai/domain/contracts/draws-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/**
 * GET /api/draw?id=: one draw, decided by the server (spec §7 lists the draw as this GET). The key
 * makes a retry of the same draw answer the same prize; failures go to the shared error handling.
 */
export const drawPrize = (id: number, idempotencyKey: string) =>
  api.get<DrawResult>(apiPaths.draw.draw, { params: { id }, headers: { 'Idempotency-Key': idempotencyKey } });
