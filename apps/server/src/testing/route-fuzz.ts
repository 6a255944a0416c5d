import { setTimeout } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../plugins/route-table.ts';
import { sheetJobs } from '../modules/spreadsheets/spreadsheets.tables.ts';
import type { TestApp } from './build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from './catalog-factories.ts';
import {
  fieldNames,
  fieldSchemas,
  formEncoded,
  multipartBody,
  MULTIPART_SHAPES,
  type MultipartShape,
  objectArbitrary,
  oneBadFieldArbitrary,
  pathSegmentArbitrary,
  validCandidates,
  valueArbitrary,
} from './hostile-input.ts';
import { deliveryAddressBody } from './order-fixtures.ts';
import { signInBuyer } from './sign-in.ts';
import { signInOperator } from './sign-in-operator.ts';
import type { TestClient } from './test-client.ts';
import { testsOnPostgres } from './test-database.ts';
import { WriteWatch } from './write-watch.ts';

/**
 * Every route of the app, as a visitor and as a signed-in buyer, and every console route as an
 * operator holding every permission (past the access check, to the input), gets generated requests:
 * hostile and plausible values for the fields its schema names, stray fields, odd encodings. None may
 * answer with a server error, every refusal answers in the wire format, and a refused request changes
 * nothing in the database. PGlite is PostgreSQL itself, so the run on a PostgreSQL server sends fewer,
 * for its driver's encoding and errors.
 *
 * Each role is its own test file (app.fuzz.<role>.test.ts) so that the three run side by side.
 */
const MIN_REQUESTS = testsOnPostgres() ? 4_000 : 10_000;
/** The sandbox gateway's own pages and its notify answer in its protocol (plain text), not the shop's. */
const GATEWAY_SIDE = /^\/api\/pay\/(sandbox|notify)\//;

export type FuzzRole = 'visitor' | 'buyer' | 'operator';

interface Generated {
  path: string[];
  query: Record<string, unknown>;
  body: unknown;
  form: boolean;
  /** Sent as multipart/form-data of this shape instead of JSON or a form. */
  multipart: MultipartShape | null;
  withoutCsrf: boolean;
  idempotencyKey: string | null;
}

/** Defines the role's tests on `t` (built by the test file at its top level, so its routes are known). */
export function fuzzEveryRoute(t: TestApp, role: FuzzRole): void {
  const routes = t.app.routeTable.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
  const allNames = [
    ...new Set(
      routes.flatMap((route) => Object.values(route.schema ?? {}).flatMap((s) => [...fieldNames(s)])),
    ),
  ];
  const mine = role === 'operator' ? routes.filter((route) => route.url.startsWith('/api/admin/')) : routes;
  // MIN_REQUESTS over the visitor's and the buyer's runs of every route, the operator's on top. A few
  // generated requests cannot be written as a URL (lone surrogates) and are skipped: aim 10% over.
  const runsPerRoute = Math.ceil((MIN_REQUESTS * 1.1) / (routes.length * 2));
  const planned = runsPerRoute * mine.length;

  let login = { username: '', password: '' };
  let client: TestClient | null = null;
  let devices = 0;
  let sent = 0;
  const watch = new WriteWatch(t.db);

  beforeAll(async () => {
    const warehouse = await insertWarehouse(t.db, '杭州仓');
    const maker = await insertManufacturer(t.db, '康恩贝制药');
    for (const name of ['感冒灵颗粒', '板蓝根颗粒', '连花清瘟胶囊']) {
      await insertGoods(t.db, { name, manufacturerId: maker, stock: { [warehouse]: 500 } });
    }
    const shopper = await signInBuyer(t, { businessScopes: ['中成药'] });
    await shopper.client.post('/api/contract/sign', { agree: 1 });
    await shopper.client.post('/api/user/address', { ...deliveryAddressBody, is_default: 1 });
    await shopper.client.post('/api/cart', { data: [{ goods_id: 1, number: 2 }, { goods_id: 2 }] });
    const order = await shopper.client.post(
      '/api/order',
      { ids: [1] },
      { headers: { 'idempotency-key': 'fuzz-order-1' } },
    );
    expect(order.body.code).toBe(10000);
    if (role === 'buyer') {
      login = { username: shopper.buyer.phone, password: shopper.buyer.password };
      client = shopper.client;
    } else if (role === 'operator') {
      const signedIn = await signInOperator(t);
      login = { username: signedIn.operator.username, password: signedIn.operator.password };
      client = signedIn.client;
    } else {
      client = t.client('10.9.8.7');
    }
  });

  afterAll(() => t.close());

  /**
   * The role's client, signed in again if a generated request signed it out. Each sign-in comes from
   * a new address: generated wrong logins from the old one may have it throttled.
   */
  async function signedIn(): Promise<TestClient> {
    if (role === 'visitor' || client!.cookie(role === 'buyer' ? 'sid' : 'admin_sid')) return client!;
    devices += 1;
    const fresh = t.client(`10.1.${devices >> 8}.${devices & 255}`);
    const answer =
      role === 'buyer'
        ? await fresh.post('/api/user/login', { username: login.username, password: login.password })
        : await fresh.post('/api/admin/session', login);
    expect(answer.body.code).toBe(10000);
    return (client = fresh);
  }

  /**
   * Waits for the exports earlier requests started: their jobs write in the background, which would
   * pass for the next request's writes.
   */
  async function exportsSettled(): Promise<void> {
    const busy = inArray(sheetJobs.state, ['queued', 'running']);
    for (let waited = 0; waited < 20_000; waited += 50) {
      if ((await t.db.select({ id: sheetJobs.id }).from(sheetJobs).where(busy).limit(1)).length === 0) return;
      await setTimeout(50);
    }
    throw new Error('the exports did not finish');
  }

  function requestArbitrary(route: RouteEntry): fc.Arbitrary<Generated> {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const params = fieldSchemas(schema.params);
    const placeholders = route.url.split('/').filter((part) => part.startsWith(':'));
    const segment = (placeholder: string) => {
      const field = params.get(placeholder.slice(1));
      const valid = field ? validCandidates(field).filter((v) => typeof v === 'string') : [];
      return valid.length
        ? fc.oneof(pathSegmentArbitrary, fc.constantFrom(...(valid as string[])))
        : pathSegmentArbitrary;
    };
    const fieldsOf = (key: string) => [...fieldNames(schema[key])];
    const objectFor = (key: string) =>
      fc.oneof(
        { weight: 3, arbitrary: oneBadFieldArbitrary(schema[key], allNames) },
        { weight: 2, arbitrary: objectArbitrary(fieldsOf(key), allNames) },
      );
    return fc.record({
      path: fc.tuple(...placeholders.map(segment)),
      query: objectFor('querystring'),
      body: fc.oneof(
        { weight: 8, arbitrary: objectFor('body') },
        { weight: 1, arbitrary: valueArbitrary(allNames) },
      ),
      form: fc.boolean(),
      multipart: fc.option(fc.constantFrom(...MULTIPART_SHAPES), { freq: 6 }),
      withoutCsrf: fc.boolean().map((b) => b && Math.random() < 0.1),
      idempotencyKey: fc.option(
        fc.constantFrom('fuzz-order-1', 'fuzz-key-0002', 'short', '', 'x'.repeat(80)),
      ),
    });
  }

  describe(`every route as a ${role}`, () => {
    it.each(mine.map((route) => [`${route.method} ${route.url}`, route] as const))(
      '%s: no server error, refusals in the wire format and writing nothing',
      async (_name, route) => {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route), async (request) => {
            const url = urlOf(route, request);
            const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
            const multipart =
              hasBody && request.multipart && typeof request.body === 'object' && request.body !== null
                ? multipartBody(request.body as Record<string, unknown>, request.multipart)
                : null;
            const body = multipart
              ? multipart.payload
              : request.form
                ? formEncoded(request.body as Record<string, unknown>)
                : request.body;
            if (url === null || body === null) return;
            const sender = await signedIn();
            if (role === 'operator') await exportsSettled();
            await watch.mark();
            const headers: Record<string, string> =
              request.idempotencyKey === null ? {} : { 'idempotency-key': request.idempotencyKey };
            if (multipart) headers['content-type'] = multipart.contentType;
            const response = await sender.send(route.method, url, hasBody ? body : undefined, {
              form: request.form && !multipart,
              withoutCsrf: request.withoutCsrf,
              headers,
            });
            sent += 1;
            expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
            if (response.statusCode >= 400) {
              if (GATEWAY_SIDE.test(route.url)) {
                expect(response.headers['content-type']).toMatch(/charset=utf-8/);
                expect(await watch.changedTables(), `${response.statusCode} ${response.body}`).toEqual([]);
                return;
              }
              expect(response.headers['content-type']).toMatch(/^application\/json/);
              expect(response.json()).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
              expect(await watch.changedTables(), `${response.statusCode} ${response.body}`).toEqual([]);
            }
          }),
          { numRuns: runsPerRoute },
        );
      },
      120_000,
    );

    it(`sent at least 90% of ${planned} planned requests over ${mine.length} routes`, () => {
      expect(routes.length).toBeGreaterThan(40);
      expect(sent).toBeGreaterThanOrEqual(planned * 0.9);
    });
  });
}

function urlOf(route: RouteEntry, request: Generated): string | null {
  let index = 0;
  const path = route.url.replace(/:[A-Za-z_]+/g, () => request.path[index++] ?? '');
  const query = formEncoded(request.query);
  return query === null ? null : query ? `${path}?${query}` : path;
}
