/** Sends text messages. Only the development provider exists here; a real gateway implements the same. */
export interface SmsProvider {
  sendCode(phone: string, code: string): Promise<void>;
}
