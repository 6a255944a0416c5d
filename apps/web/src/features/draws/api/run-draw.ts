import { DRAW_RESULT_DELAY_MS } from '@yaocai/domain/contracts/draws';
import type { DrawResult } from '@yaocai/domain/contracts/draws-responses';
import { drawPrize } from './draw';

let running = false;

/** Whether a draw is in progress anywhere on the page (spec §5: only one prize draw may run at a time). */
export const drawRunning = () => running;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One draw: the server's answer, given no sooner than the spec's 2 s (§9) after the draw began. A
 * second draw while one runs is refused (null) without a request.
 */
export async function runDraw(id: number, idempotencyKey: string): Promise<DrawResult | null> {
  if (running) return null;
  running = true;
  try {
    const [result] = await Promise.all([drawPrize(id, idempotencyKey), wait(DRAW_RESULT_DELAY_MS)]);
    return result;
  } finally {
    running = false;
  }
}
