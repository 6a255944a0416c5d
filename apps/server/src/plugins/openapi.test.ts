import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await buildTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  document = response.json();
});

afterAll(() => t.close());

/** Fastify's `/api/order/:id/pay` as OpenAPI writes it: `/api/order/{id}/pay`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
const served = () => t.app.routeTable.filter((route) => route.method !== 'HEAD');
const jsonSchema = (operation: Operation | undefined, status: string) =>
  operation?.responses[status]?.content?.['application/json']?.schema;

describe('response schemas', () => {
  it('every route of the route table declares one for its success status', () => {
    const undeclared = t.app.routeTable
      .filter((route) => {
        const statuses = Object.keys((route.schema?.response as object | undefined) ?? {});
        // 101: the live connection's upgrade (/api/ws) is its success.
        return !statuses.some((status) => /^([23](\d\d|xx)|101)$/.test(status));
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
    expect(t.app.routeTable.length).toBeGreaterThan(40);
  });
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document that tells about form-encoded bodies', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('药采网 API');
    expect(document.info.description).toContain('application/x-www-form-urlencoded');
  });

  it('has every route of the route table, with each path parameter', () => {
    const missing = served()
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    const pay = document.paths['/api/order/{id}/pay']!.post!;
    expect(pay.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    expect(Object.keys(pay.requestBody!.content)).toEqual(['application/json']);
  });

  it('describes the goods list: its query parameters and its 200 body', () => {
    const list = document.paths['/api/goods/list']!.get!;
    const query = list.parameters!.filter((parameter) => parameter.in === 'query').map((p) => p.name);
    expect(query).toEqual(
      expect.arrayContaining(['select', 'keyword', 'brand', 'sort', 'page', 'page_size']),
    );
    const body = jsonSchema(list, '200')!;
    expect(body.required).toEqual(['code', 'msg', 'data']);
    const data = (body.properties as Record<string, Record<string, unknown>>).data!;
    expect(Object.keys(data.properties as object)).toEqual(['list', 'total', 'page', 'page_size']);
    expect(JSON.stringify(data)).toContain('"$ref":"#/components/schemas/GoodsCard"');
    const card = document.components.schemas.GoodsCard!;
    expect(card.required).toEqual(expect.arrayContaining(['id', 'name', 'sccj', 'base_price', 'price_tip']));
  });

  it('describes the refusals once, shared by the routes that give them', () => {
    const refusal = (path: string, method: string, status: string) =>
      jsonSchema(document.paths[path]?.[method], status)?.$ref;
    expect(refusal('/api/goods/list', 'get', '422')).toBe('#/components/schemas/InvalidInput');
    expect(refusal('/api/goods/list', 'get', '4XX')).toBe('#/components/schemas/Refusal');
    expect(refusal('/api/goods/list', 'get', '401')).toBeUndefined();
    expect(refusal('/api/user/base', 'get', '401')).toBe('#/components/schemas/NotLoggedIn');
    expect(refusal('/api/user/login', 'post', '429')).toBe('#/components/schemas/TooManyRequests');
    expect(refusal('/api/cart/checkout', 'post', '459')).toBe('#/components/schemas/ContractNotSigned');
    expect(document.components.schemas.InvalidInput!.required).toContain('errors');
  });

  it('describes answers that are not JSON by their media type', () => {
    const pdf = document.paths['/api/invoice/{id}/pdf']!.get!.responses['200']!;
    expect(Object.keys(pdf.content!)).toEqual(['application/pdf']);
  });

  it('keeps only the component schemas a path refers to', () => {
    const names = Object.keys(document.components.schemas);
    expect(names).toContain('CategoryNode');
    expect(names.filter((name) => name.endsWith('Input') && name !== 'InvalidInput')).toEqual([]);
  });
});
