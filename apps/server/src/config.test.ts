import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const POSTGRES = 'postgres://shop@db.internal:5432/shop';
const OWN_SECRET = 'a-secret-only-this-shop-knows-0123456789';

describe('the sandbox gateway secret', () => {
  it('may be the published development one only in development', () => {
    expect(loadConfig({}).payment.sandboxSecret).toBe('sandbox-secret-for-development-only');
    expect(() => loadConfig({ DATABASE_URL: POSTGRES })).toThrow(/PAYMENT_SANDBOX_SECRET/);
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/PAYMENT_SANDBOX_SECRET/);
    expect(() =>
      loadConfig({ APP_ENV: 'production', PAYMENT_SANDBOX_SECRET: 'sandbox-secret-for-development-only' }),
    ).toThrow(/PAYMENT_SANDBOX_SECRET/);
    expect(() => loadConfig({ APP_ENV: 'production', PAYMENT_SANDBOX_SECRET: 'short' })).toThrow(
      /PAYMENT_SANDBOX_SECRET/,
    );
  });

  it('is the operator’s own in production, and development can be asked for on PostgreSQL', () => {
    const production = loadConfig({ DATABASE_URL: POSTGRES, PAYMENT_SANDBOX_SECRET: OWN_SECRET });
    expect([production.appEnv, production.payment.sandboxSecret]).toEqual(['production', OWN_SECRET]);
    expect(loadConfig({ DATABASE_URL: POSTGRES, APP_ENV: 'development' }).appEnv).toBe('development');
  });
});
