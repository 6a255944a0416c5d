import { z } from 'zod';

/** Zod's own messages (for checks without a message of ours) in Chinese. Call once at start. */
export function useChineseValidationMessages(): void {
  z.config(z.locales.zhCN());
}
