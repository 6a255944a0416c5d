import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from './wire.ts';

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/** `/api/goods/list` → `goods`: the operations grouped by the area of the path. */
const tagOf = (url: string) =>
  PROBES.has(url) ? 'operations' : url.split('/')[url.startsWith('/api/') ? 2 : 1]!;

const DESCRIPTION = `The shop's HTTP API, generated from the response and request schemas of its routes.

Every JSON answer is \`{ code, msg, data }\`: code 10000 is success; a refusal carries its HTTP
status as its code (422 lists the fields at fault in \`errors\`; 459: the purchase contract is not
signed), except sign-in needed: code 10001 with HTTP 401. \`msg\` is Chinese text to show. Money is
yuan as a string with 2 decimals; moments are ISO 8601 in UTC.

Request bodies are described as JSON. They may also be sent form-encoded
(\`application/x-www-form-urlencoded\`), nesting keys the way PHP and qs do: \`ids[]=1&ids[]=2\`,
\`data[0][goods_id]=1\`; integers and yes/no flags are then digits in strings, as in a query.

Signed-in calls carry the httpOnly \`sid\` cookie that login and registration set. Every POST, PUT,
PATCH and DELETE must echo the \`XSRF-TOKEN\` cookie in the \`X-XSRF-TOKEN\` header and must not come
from a foreign Origin; only the payment gateway's calls are exempt.`;

/** The document's own shape, as far as a client relies on it. */
const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

const transform: SwaggerTransform = (input) => {
  // Every route declares its schemas (a test holds them to it) except the web app's files.
  if (!input.schema) return { schema: { hide: true }, url: input.url };
  const { schema, url } = jsonSchemaTransform(input);
  const response = schema.response as Record<string, Record<string, unknown>> | undefined;
  const described = response && withDescriptions(response, input.schema.response as Record<string, unknown>);
  return { schema: { tags: [tagOf(url)], ...schema, ...(described && { response: described }) }, url };
};

/** A response that is a component (`$ref`) takes the component's description along. */
function withDescriptions(
  transformed: Record<string, Record<string, unknown>>,
  declared: Record<string, unknown>,
) {
  return Object.fromEntries(
    Object.entries(transformed).map(([status, json]) => {
      const zod = declared[status];
      const description = zod instanceof z.ZodType ? z.globalRegistry.get(zod)?.description : undefined;
      return [status, description && !json.description ? { ...json, description } : json];
    }),
  );
}

interface Document {
  components?: { schemas?: Record<string, unknown> };
}

/** Without the component schemas no path refers to: Zod's registry holds an input twin of each. */
function withoutUnusedSchemas(document: Document): Document {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const collect = (value: unknown) => {
    for (const [, name] of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (used.has(name!)) continue;
      used.add(name!);
      collect(schemas[name!]);
    }
  };
  collect({ ...document, components: { ...document.components, schemas: {} } });
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

/**
 * The OpenAPI 3.1 document of every route, generated from the routes' Zod schemas, at
 * GET /api/openapi.json. Register it before any route: it learns the routes as they are added.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { siteTitle: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${options.siteTitle} API`, version: '1.0.0', description: DESCRIPTION },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });

  let document: string | undefined;
  const response = { 200: openApiDocument, ...refusals };
  app.get('/api/openapi.json', { schema: { response } }, async (_request, reply) => {
    document ??= JSON.stringify(withoutUnusedSchemas(app.swagger() as Document));
    return reply.type('application/json; charset=utf-8').send(document);
  });
});
