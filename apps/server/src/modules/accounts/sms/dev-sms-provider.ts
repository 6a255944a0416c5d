import type { SmsProvider } from './sms-provider.ts';

/**
 * DEVELOPMENT ONLY: sends nothing, writes `[sms:dev] <phone> <code>` as one log line instead,
 * which developers and the tests read.
 */
export function createDevSmsProvider(writeLine: (line: string) => void): SmsProvider {
  return {
    async sendCode(phone, code) {
      writeLine(`[sms:dev] ${phone} ${code}`);
    },
  };
}
