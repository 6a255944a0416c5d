import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [{ type: T, … }, { type: 'null' }]` (Zod's nullable) as `{ type: [T, 'null'], … }`:
 * fast-json-stringify writes the first from a type check, while for anyOf it validates the value
 * against each branch until one fits.
 */
function nullableAsTypeList(schema: JsonSchema): void {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return;
  const value = (branches as JsonSchema[]).find((branch) => branch.type !== 'null');
  const isNull = (branches as JsonSchema[]).some((branch) => branch.type === 'null');
  if (!value || !isNull || typeof value.type !== 'string') return;
  delete schema.anyOf;
  Object.assign(schema, value, { type: [value.type, 'null'] });
}

/** fast-json-stringify writes strings of these formats from Date objects; ours are strings already. */
const DATE_FORMATS = new Set(['date', 'date-time', 'time']);

function forSerializer(schema: JsonSchema): void {
  nullableAsTypeList(schema);
  if (typeof schema.format === 'string' && DATE_FORMATS.has(schema.format)) delete schema.format;
}

/** The JSON Schema of a response's Zod schema, as the serializer reads it. */
export function serializationSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-2020-12',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: (context) => forSerializer(context.jsonSchema as JsonSchema),
  }) as JsonSchema;
}

type Serialize = (data: unknown) => string;
/** Many routes share a schema (the refusals): each is compiled once. */
const compiled = new WeakMap<z.ZodType, Serialize>();

/**
 * Writes each answer with fast-json-stringify from its route's Zod response schema (Fastify's own way
 * for JSON Schema), instead of checking the answer with Zod and then calling JSON.stringify.
 * fast-json-stringify writes only the properties the schema declares and coerces values to the
 * declared types, so the tests check every answer against its schema (response-check.ts).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJsonStringify(serializationSchema(schema) as unknown as Schema) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
};
