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

describe('operations settings', () => {
  it('default to no drain, a 10 s bound, and metrics for the local network without a token', () => {
    const config = loadConfig({});
    expect(config.shutdown).toEqual({ drainMs: 0, timeoutMs: 10_000 });
    expect(config.metrics).toEqual({ allowFrom: ['loopback', 'private'], token: null });
  });

  it('read the lists and the token', () => {
    const config = loadConfig({
      SHUTDOWN_DRAIN_MS: '5000',
      SHUTDOWN_TIMEOUT_MS: '30000',
      METRICS_ALLOW_FROM: ' loopback , 10.8.0.0/16,',
      METRICS_TOKEN: 'a-long-enough-token',
    });
    expect(config.shutdown).toEqual({ drainMs: 5000, timeoutMs: 30_000 });
    expect(config.metrics).toEqual({ allowFrom: ['loopback', '10.8.0.0/16'], token: 'a-long-enough-token' });
  });

  it.each([
    ['a drain as long as the bound', { SHUTDOWN_DRAIN_MS: '10000' }, 'SHUTDOWN_DRAIN_MS'],
    ['a network that is not one', { METRICS_ALLOW_FROM: 'loopback,intranet' }, 'METRICS_ALLOW_FROM'],
    ['a short token', { METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
  ])('refuse %s at boot', (_case, env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
